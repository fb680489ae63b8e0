import { auditLogs } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";

export type AuditEntry = {
  actionType: string;
  description: string;
  entityType?: string;
  entityId?: string | number | null;
  oldValue?: unknown;
  newValue?: unknown;
  /** Overrides the context's user, e.g. a failed login for a known account. */
  userId?: number | null;
};

/** Writes one audit row; call it with the same transaction as the change it records. */
export async function writeAudit(tx: Executor, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    userId: entry.userId !== undefined ? entry.userId : ctx.userId,
    actionType: entry.actionType,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
    description: entry.description,
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
  });
}
