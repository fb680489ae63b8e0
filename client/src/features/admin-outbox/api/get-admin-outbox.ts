import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxMessageView, OutboxStatus } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

export type OutboxRow = Jsonified<OutboxMessageView>;
export type AdminOutboxQuery = { status: "" | OutboxStatus; page: number; pageSize: number };

export const ADMIN_OUTBOX_PAGE_SIZE = 20;
export const adminOutboxQueryKey = ["/api/admin/outbox"] as const;

export function getAdminOutbox({ status, page, pageSize }: AdminOutboxQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  return getPage<OutboxRow>(`/api/admin/outbox?${params}`);
}

/** One page of outgoing messages (e-mails and loan copies), newest first, optionally one status only. */
export function useAdminOutbox(query: AdminOutboxQuery) {
  return useQuery(queryOptions({ queryKey: [...adminOutboxQueryKey, query], queryFn: () => getAdminOutbox(query), placeholderData: keepPreviousData }));
}
