import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { auditLogsQuery } from "../schema/admin";
import { auditLogs } from "../schema/audit";
import { route, timestamp, type Json } from "./define";

const { id, userId, subjectId, actionType, entityType, entityId, oldValue, newValue, description, createdAt } = createSelectSchema(
  auditLogs,
  {
    // A change's values as recorded, with the personal ones kept beside the row merged back in: any JSON.
    oldValue: z.unknown(),
    newValue: z.unknown(),
    createdAt: timestamp,
  },
).shape;

/**
 * An audit row as staff see it: people named from the users table at read time ("Deleted customer #89"
 * once erased), the row's personal data joined back in while it exists. Never the hash chain's columns.
 */
export const auditLogView = z.strictObject({
  id,
  userId,
  /** The actor's username, or "Deleted customer #id" once they are erased; null for the system. */
  username: z.string().nullable(),
  subjectId,
  /** Whom the row is about, named as username is. */
  subjectName: z.string().nullable(),
  actionType,
  entityType,
  entityId,
  oldValue,
  newValue,
  description,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt,
});
export type AuditLogView = z.input<typeof auditLogView>;
export type AuditLogViewJson = Json<typeof auditLogView>;

/** One slice of the audit trail and how many rows match in all. */
export const auditLogsPageView = z.strictObject({ logs: z.array(auditLogView), total: z.number().int() });
export type AuditLogsPageView = z.input<typeof auditLogsPageView>;
export type AuditLogsPageViewJson = Json<typeof auditLogsPageView>;

export const auditContract = {
  list: route({
    method: "GET",
    path: "/api/audit-logs",
    summary: "The audit trail, newest first, searched by q (limit and offset, with the total)",
    access: "staff",
    query: auditLogsQuery,
    response: auditLogsPageView,
  }),
};
