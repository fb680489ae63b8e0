import { Router } from "express";
import type { Db } from "../../db/client";
import { getSettings, publicSettings } from "./settings.service";

export function publicSettingsRouter(db: Db) {
  const r = Router();
  r.get("/settings", async (_req, res) => {
    res.json(publicSettings(await getSettings(db)));
  });
  return r;
}
