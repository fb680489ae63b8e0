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
  /** Overrides the context's user (the actor), e.g. a failed login for a known account. */
  userId?: number | null;
  /** The person the action is about (the customer whose loan, document or account it is); defaults to the actor. */
  subjectId?: number | null;
  /**
   * Values that are a person's data (an old and new e-mail address, a reason written in free text).
   * They are kept apart from the append-only row, under the subject, and go when the subject is erased.
   */
  personal?: { oldValue?: unknown; newValue?: unknown };
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
