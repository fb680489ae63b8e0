import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationItem } from "@shared/schema";
import { apiRequest, type Jsonified } from "@/lib/api";

export type NotificationRow = Jsonified<NotificationItem>;
export type NotificationsPage = { items: NotificationRow[]; unread: number; total: number };

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Prefix of every notifications query; anything that may have produced or read one invalidates it. */
export const notificationsQueryKey = ["/api/notifications"] as const;
/** Staff decide while the customer looks at another page: the bell looks again every minute (only while the tab is visible). */
const POLL_MS = 60_000;

export async function getNotifications(page: number): Promise<NotificationsPage> {
  const res = await apiRequest("GET", `/api/notifications?page=${page}&pageSize=${NOTIFICATIONS_PAGE_SIZE}`);
  const body = (await res.json()) as { items: NotificationRow[]; unread: number };
  return { ...body, total: Number(res.headers.get("X-Total-Count") ?? body.items.length) };
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    refetchInterval: POLL_MS,
  });

/** The signed-in customer's notifications, newest first, a page at a time, with the unread count. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
