import type { OutboxMessageViewJson } from "@shared/contracts/outbox";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

/** One outgoing message as staff read it. */
export type OutboxRow = OutboxMessageViewJson;

export const ADMIN_OUTBOX_PAGE_SIZE = 20;

/** Outgoing messages (e-mails and loan copies), newest first, optionally one status only. */
export const adminOutboxSource = pagedRoute("GET /api/admin/outbox");

/** Prefix of every page's key; a retry invalidates all of them. */
export const adminOutboxQueryKey = adminOutboxSource.queryKey;
