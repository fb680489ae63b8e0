import { Router } from "express";
import { auditLogsQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireRole } from "../../http/guards";
import { validate } from "../../http/validate";
import { listAuditLogs } from "./audit-list.service";

export function auditRouter(db: Db) {
  const r = Router();
  r.get("/audit-logs", requireRole("admin", "superadmin"), validate({ query: auditLogsQuery }), async (_req, res) => {
    res.json(await listAuditLogs(db, res.locals.query));
  });
  return r;
}
