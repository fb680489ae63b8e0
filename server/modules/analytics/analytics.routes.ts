import { Router } from "express";
import type { Db } from "../../db/client";
import { requireRole } from "../../http/guards";
import { getAnalytics } from "./analytics.service";

export function analyticsRouter(db: Db) {
  const r = Router();
  r.get("/admin/analytics", requireRole("admin", "superadmin"), async (_req, res) => {
    res.json(await getAnalytics(db));
  });
  return r;
}
