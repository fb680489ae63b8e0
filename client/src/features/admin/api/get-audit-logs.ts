import type { AuditLogViewJson } from "@shared/contracts/audit";
import type { PageSource } from "@/components/paged-list/use-paged-list";
import { api } from "@/lib/api-client";

/** An audit row as staff read it. */
export type AuditLogRow = AuditLogViewJson;

export const AUDIT_PAGE_SIZE = 10;

/** Prefix of every audit-log key; invalidate it after a change that writes an audit row. */
export const auditLogsQueryKey = ["/api/audit-logs"] as const;

/** Audit logs matching `q`, newest first; the route takes a limit and an offset and answers the total in its body. */
export const auditLogsSource: PageSource<AuditLogRow> = {
  queryKey: auditLogsQueryKey,
  fetchPage: async ({ q, page, pageSize }) => {
    const { logs, total } = await api("GET /api/audit-logs", { query: { q, limit: pageSize, offset: (page - 1) * pageSize } });
    return { items: logs, total };
  },
};
