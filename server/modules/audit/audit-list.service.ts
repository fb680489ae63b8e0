import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { AuditLogView, AuditLogsPageView } from "../../../shared/contracts/audit";
import { auditLogs, users } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";
import { containsPattern } from "../../db/search";
import { keptCount } from "../../db/kept-counts";

type Query = { q: string; limit: number; offset: number };

const actor = alias(users, "actor");
const subject = alias(users, "subject");

/** A person as audit screens name them, read now: an erased account is "Deleted customer #id". */
const personName = (u: { id: AnyPgColumn; erasedAt: AnyPgColumn; username: AnyPgColumn }) =>
  sql<
    string | null
  >`case when ${u.id} is null then null when ${u.erasedAt} is not null then 'Deleted customer #' || ${u.id} else ${u.username} end`;

/** A row's own columns that any reader may see (people are added by each reader as it names them). */
export const auditRowColumns = {
  id: auditLogs.id,
  actionType: auditLogs.actionType,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  oldValue: auditLogs.oldValue,
  newValue: auditLogs.newValue,
  description: auditLogs.description,
  createdAt: auditLogs.createdAt,
};

export type PersonalBeside = { ip: string | null; ua: string | null; old: unknown; new: unknown };

/**
 * The personal data kept beside each row as one value (a row can have several: the actor's address,
 * the subject's values, rows moved there by the migration), everyone's or one person's only.
 */
export const personalBeside = (personId?: number) =>
  // Written out in full: drizzle leaves a column unqualified in a one-table select, where "id" would bind to p.id.
  sql<PersonalBeside | null>`(
    select json_build_object('ip', max(p.ip_address), 'ua', max(p.user_agent),
                             'old', (array_agg(p.old_value) filter (where p.old_value is not null))[1],
                             'new', (array_agg(p.new_value) filter (where p.new_value is not null))[1])
      from audit_personal_data p where p.audit_log_id = "audit_logs"."id"${personId === undefined ? sql`` : sql` and p.person_id = ${personId}`})`;

/** Merges a row's own values with the personal ones kept beside it (those go at erasure). */
const merged = (own: unknown, personal: unknown) =>
  personal && typeof personal === "object" && !Array.isArray(personal)
    ? { ...(own && typeof own === "object" ? own : {}), ...personal }
    : own;

/**
 * Audit rows as staff see them, with whatever personal data is still kept beside each: the address and
 * browser of the actor and the subject's personal values (an erased person's are gone, the row stays).
 */
export async function auditLogViews(db: Executor, where: SQL | undefined, limit: number, offset: number): Promise<AuditLogView[]> {
  const rows = await db
    .select({
      ...auditRowColumns,
      userId: auditLogs.userId,
      username: personName(actor),
      subjectId: auditLogs.subjectId,
      subjectName: personName(subject),
      personal: personalBeside(),
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
export async function listAuditLogs(db: Db, { q, limit, offset }: Query): Promise<AuditLogsPageView> {
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
    ? db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLogs)
        .where(where)
        .then((r) => r[0].total)
    : queryRows<{ total: number }>(db, sql`select ${keptCount("audit_logs")} as total`).then((r) => r[0].total);
  const [logs, total] = await Promise.all([auditLogViews(db, where, limit, offset), totalQuery]);
  return { logs, total };
}
