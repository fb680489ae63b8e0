import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditLogViewJson } from "@shared/contracts/audit";
import { api } from "@/lib/api-client";

/** An audit row as staff read it. */
export type AuditLogRow = AuditLogViewJson;
export type AuditLogsQuery = { q: string; page: number };

export const AUDIT_PAGE_SIZE = 10;

/** Prefix of every audit-log key; invalidate it after a change that writes an audit row. */
export const auditLogsQueryKey = ["/api/audit-logs"] as const;

export const getAuditLogs = ({ q, page }: AuditLogsQuery) =>
  api("GET /api/audit-logs", { query: { q, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE } });

export const auditLogsQueryOptions = (query: AuditLogsQuery) =>
  queryOptions({ queryKey: [...auditLogsQueryKey, query], queryFn: () => getAuditLogs(query), placeholderData: keepPreviousData });

/** One page of audit logs, newest first; refreshed only on request (no refetch on focus). */
export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery(auditLogsQueryOptions(query));
}
