import { Router } from "express";
import { settingsPatchSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireRole } from "../../http/guards";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { getSettings, publicSettings, updateSettings } from "./settings.service";

export function settingsRouter(db: Db) {
  const r = Router();
  // Public part: base rates prefill forms; the flags drive the banner and the register tab.
  r.get("/settings", async (_req, res) => {
    res.json(publicSettings(await getSettings(db)));
  });
  r.get("/admin/settings", requireRole("admin", "superadmin"), async (_req, res) => {
    res.json(await getSettings(db));
  });
  r.patch("/admin/settings", requireRole("superadmin"), validate({ body: settingsPatchSchema }), async (req, res) => {
    res.json(await updateSettings(db, req.body, requestContext(req)));
  });
  return r;
}
