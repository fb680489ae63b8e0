import { and, desc, eq, sql } from "drizzle-orm";
import { auditLogs, users } from "../../../shared/schema";
import { queryRows, type Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import { keptCount } from "../../db/kept-counts";

type Query = { q: string; limit: number; offset: number };

/** Newest first; q is a case-insensitive substring over description, action, entity and user id. */
export async function listAuditLogs(db: Db, { q, limit, offset }: Query) {
  let where;
  if (q) {
    const p = containsPattern(q);
    where = and(
      sql`lower(${auditLogs.description} || ' ' || ${auditLogs.actionType} || ' ' || coalesce(${auditLogs.entityType}, '') || ' ' || coalesce(${auditLogs.entityId}, '') || ' ' || coalesce(${auditLogs.userId}::text, '')) like ${p}`,
      sql`(lower(${auditLogs.description}) like ${p} or lower(${auditLogs.actionType}) like ${p}
           or lower(coalesce(${auditLogs.entityType}, '')) like ${p} or lower(coalesce(${auditLogs.entityId}, '')) like ${p}
           or coalesce(${auditLogs.userId}::text, '') like ${p})`,
    );
  }
  const logsQuery = db
    .select({
      id: auditLogs.id,
      userId: auditLogs.userId,
      username: users.username,
      actionType: auditLogs.actionType,
      entityType: auditLogs.entityType,
      entityId: auditLogs.entityId,
      oldValue: auditLogs.oldValue,
      newValue: auditLogs.newValue,
      description: auditLogs.description,
      ipAddress: auditLogs.ipAddress,
      userAgent: auditLogs.userAgent,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit)
    .offset(offset);
  // Without a search the total comes from the trigger-kept counter instead of count(*) over every row.
  const totalQuery = q
    ? db.select({ total: sql<number>`count(*)::int` }).from(auditLogs).where(where).then((r) => r[0].total)
    : queryRows<{ total: number }>(db, sql`select ${keptCount("audit_logs")} as total`).then((r) => r[0].total);
  const [logs, total] = await Promise.all([logsQuery, totalQuery]);
  return { logs, total };
}
