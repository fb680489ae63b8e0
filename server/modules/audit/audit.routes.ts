import { auditContract } from "../../../shared/contracts/audit";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { listAuditLogs } from "./audit-list.service";

export function auditRoutes(db: Db) {
  return [serve(auditContract.list, ({ query }) => listAuditLogs(db, query))];
}
