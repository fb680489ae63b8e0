import { auditLogs, auditPersonalData, type NewAuditPersonalData } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";

export type AuditEntry = {
  actionType: string;
  /** Fixed words; people by id only ("user #12"), never a name, an address or text someone typed. */
  description: string;
  entityType?: string;
  entityId?: string | number | null;
  /** Values that are not a person's data (statuses, amounts, ids, which fields changed). */
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

/**
 * Writes one audit row, and beside it the personal data it refers to (the actor's address and
 * browser, the subject's personal values); call it with the same transaction as the change it
 * records. The row itself is append-only, and is chained into the trail's hash chain shortly after it
 * commits (sealAuditChain), so no request waits on the chain (docs/decisions/append-only-audit-trail.md).
 */
export async function writeAudit(tx: Executor, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  const actorId = entry.userId !== undefined ? entry.userId : ctx.userId;
  const subjectId = entry.subjectId !== undefined ? entry.subjectId : actorId;
  const [row] = await tx
    .insert(auditLogs)
    .values({
      userId: actorId,
      subjectId,
      actionType: entry.actionType,
      entityType: entry.entityType ?? null,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      oldValue: entry.oldValue ?? null,
      newValue: entry.newValue ?? null,
      description: entry.description,
    })
    .returning({ id: auditLogs.id });
  const personal = auditPersonalRows(row.id, actorId, subjectId, ctx, entry.personal);
  if (personal.length) await tx.insert(auditPersonalData).values(personal);
}

/** The personal data beside one audit row: one row per person it belongs to (one when actor and subject are the same). */
export function auditPersonalRows(
  auditLogId: number,
  actorId: number | null,
  subjectId: number | null,
  from: Pick<RequestContext, "ipAddress" | "userAgent">,
  personal?: AuditEntry["personal"],
): NewAuditPersonalData[] {
  const rows: NewAuditPersonalData[] = [];
  const values =
    personal && (personal.oldValue != null || personal.newValue != null)
      ? { oldValue: personal.oldValue ?? null, newValue: personal.newValue ?? null }
      : null;
  if (from.ipAddress || from.userAgent)
    rows.push({
      auditLogId,
      personId: actorId,
      ipAddress: from.ipAddress,
      userAgent: from.userAgent,
      ...(values && subjectId === actorId ? values : {}),
    });
  if (values && !(rows.length && subjectId === actorId)) rows.push({ auditLogId, personId: subjectId, ...values });
  return rows;
}
