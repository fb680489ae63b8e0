import { settingsContract } from "../../../shared/contracts/settings";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { getSettings, publicSettings, settingsJson, updateSettings } from "./settings.service";

export function settingsRoutes(db: Db) {
  return [
    serve(settingsContract.public, async () => publicSettings(await getSettings(db))),
    serve(settingsContract.get, async () => settingsJson(await getSettings(db))),
    serve(settingsContract.update, async ({ body, ctx }) => settingsJson(await updateSettings(db, body, ctx))),
  ];
}
