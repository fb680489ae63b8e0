import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditLogView } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type AuditLogRow = Jsonified<AuditLogView>;
export type AuditLogsPage = { logs: AuditLogRow[]; total: number };
export type AuditLogsQuery = { q: string; page: number };

export const AUDIT_PAGE_SIZE = 10;

/** Prefix of every audit-log key; invalidate it after a change that writes an audit row. */
export const auditLogsQueryKey = ["/api/audit-logs"] as const;

export function getAuditLogs({ q, page }: AuditLogsQuery) {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String((page - 1) * AUDIT_PAGE_SIZE) });
  if (q) params.set("q", q);
  return getJSON<AuditLogsPage>(`/api/audit-logs?${params}`);
}

export const auditLogsQueryOptions = (query: AuditLogsQuery) =>
  queryOptions({ queryKey: [...auditLogsQueryKey, query], queryFn: () => getAuditLogs(query), placeholderData: keepPreviousData });

/** One page of audit logs, newest first; refreshed only on request (no refetch on focus). */
export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery(auditLogsQueryOptions(query));
}
