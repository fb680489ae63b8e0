import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { NotificationViewJson, NotificationsPageViewJson } from "@shared/contracts/notifications";
import { ApiError } from "@/lib/api";
import { apiWithTotal } from "@/lib/api-client";
import { switchSessionUser } from "@/lib/auth/session-cache";

export type NotificationRow = NotificationViewJson;
export type NotificationsPage = NotificationsPageViewJson & { total: number };

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Prefix of every notifications query; anything that may have produced or read one invalidates it. */
export const notificationsQueryKey = ["/api/notifications"] as const;

/** One page of the bell: the items and the unread count, with the total from X-Total-Count. */
export async function getNotifications(page: number): Promise<NotificationsPage> {
  const { body, total } = await apiWithTotal("GET /api/notifications", { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } });
  return { ...body, total: total ?? body.items.length };
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    // No timer: a poll would keep an idle session alive for ever (each request renews it), defeating the
    // superadmin's session timeout. The bell looks again when it opens, when the customer comes back to the
    // tab, and after anything the customer does that may have produced a notification.
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  });

/** The signed-in customer's notifications, newest first, a page at a time, with the unread count. */
export function useNotifications() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(notificationsQueryOptions());
  const sessionGone = query.error instanceof ApiError && query.error.status === 401;
  // The session ended (idle timeout, password changed elsewhere): show the page as signed out.
  useEffect(() => {
    if (sessionGone) switchSessionUser(queryClient, null);
  }, [sessionGone, queryClient]);
  return query;
}
