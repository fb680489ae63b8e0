import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxMessageViewJson } from "@shared/contracts/outbox";
import type { OutboxStatus } from "@shared/schema";
import { apiPage } from "@/lib/api-client";

/** One outgoing message as staff read it. */
export type OutboxRow = OutboxMessageViewJson;
export type AdminOutboxQuery = { status: "" | OutboxStatus; page: number; pageSize: number };

export const ADMIN_OUTBOX_PAGE_SIZE = 20;
export const adminOutboxQueryKey = ["/api/admin/outbox"] as const;

export function getAdminOutbox({ status, page, pageSize }: AdminOutboxQuery) {
  return apiPage("GET /api/admin/outbox", { query: { status: status || undefined, page, pageSize } });
}

/** One page of outgoing messages (e-mails and loan copies), newest first, optionally one status only. */
export function useAdminOutbox(query: AdminOutboxQuery) {
  return useQuery(
    queryOptions({ queryKey: [...adminOutboxQueryKey, query], queryFn: () => getAdminOutbox(query), placeholderData: keepPreviousData }),
  );
}
