import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { auditLogs, auditPersonalData, users, type AuditLogView } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";
import { containsPattern } from "../../db/search";
import { keptCount } from "../../db/kept-counts";

type Query = { q: string; limit: number; offset: number };

const actor = alias(users, "actor");
const subject = alias(users, "subject");

/** A person as audit screens name them, read now: an erased account is "Deleted customer #id". */
const personName = (u: { id: AnyPgColumn; erasedAt: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string | null>`case when ${u.id} is null then null when ${u.erasedAt} is not null then 'Deleted customer #' || ${u.id} else ${u.username} end`;

/** Merges a row's own values with the personal ones kept beside it (those go at erasure). */
const merged = (own: unknown, personal: unknown) =>
  personal && typeof personal === "object" && !Array.isArray(personal) ? { ...(own && typeof own === "object" ? own : {}), ...personal } : own;

/**
 * Audit rows as staff see them, with whatever personal data is still kept beside each: the address and
 * browser of the actor and the subject's personal values (an erased person's are gone, the row stays).
 */
export async function auditLogViews(db: Executor, where: SQL | undefined, limit: number, offset: number): Promise<AuditLogView[]> {
  const rows = await db
    .select({
      id: auditLogs.id,
      userId: auditLogs.userId,
      username: personName(actor),
      subjectId: auditLogs.subjectId,
      subjectName: personName(subject),
      actionType: auditLogs.actionType,
      entityType: auditLogs.entityType,
      entityId: auditLogs.entityId,
      oldValue: auditLogs.oldValue,
      newValue: auditLogs.newValue,
      description: auditLogs.description,
      createdAt: auditLogs.createdAt,
      personal: sql<{ ip: string | null; ua: string | null; old: unknown; new: unknown } | null>`(
        select json_build_object('ip', max(${auditPersonalData.ipAddress}), 'ua', max(${auditPersonalData.userAgent}),
                                 'old', (array_agg(${auditPersonalData.oldValue}) filter (where ${auditPersonalData.oldValue} is not null))[1],
                                 'new', (array_agg(${auditPersonalData.newValue}) filter (where ${auditPersonalData.newValue} is not null))[1])
          from ${auditPersonalData} where ${auditPersonalData.auditLogId} = ${auditLogs.id})`,
    })
    .from(auditLogs)
    .leftJoin(actor, eq(actor.id, auditLogs.userId))
    .leftJoin(subject, eq(subject.id, auditLogs.subjectId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ personal, ...row }) => ({
    ...row,
    oldValue: merged(row.oldValue, personal?.old),
    newValue: merged(row.newValue, personal?.new),
    ipAddress: personal?.ip ?? null,
    userAgent: personal?.ua ?? null,
  }));
}

/** Newest first; q is a case-insensitive substring over description, action, entity, and the actor's and subject's ids. */
export async function listAuditLogs(db: Db, { q, limit, offset }: Query) {
  let where;
  if (q) {
    const p = containsPattern(q);
    where = and(
      sql`lower(${auditLogs.description} || ' ' || ${auditLogs.actionType} || ' ' || coalesce(${auditLogs.entityType}, '') || ' ' || coalesce(${auditLogs.entityId}, '') || ' ' || coalesce(${auditLogs.userId}::text, '') || ' ' || coalesce(${auditLogs.subjectId}::text, '')) like ${p}`,
      sql`(lower(${auditLogs.description}) like ${p} or lower(${auditLogs.actionType}) like ${p}
           or lower(coalesce(${auditLogs.entityType}, '')) like ${p} or lower(coalesce(${auditLogs.entityId}, '')) like ${p}
           or coalesce(${auditLogs.userId}::text, '') like ${p} or coalesce(${auditLogs.subjectId}::text, '') like ${p})`,
    );
  }
  // Without a search the total comes from the trigger-kept counter instead of count(*) over every row.
  const totalQuery = q
    ? db.select({ total: sql<number>`count(*)::int` }).from(auditLogs).where(where).then((r) => r[0].total)
    : queryRows<{ total: number }>(db, sql`select ${keptCount("audit_logs")} as total`).then((r) => r[0].total);
  const [logs, total] = await Promise.all([auditLogViews(db, where, limit, offset), totalQuery]);
  return { logs, total };
}
