import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { notificationsQueryKey, useNotifications } from "./api/get-notifications";
import { useMarkAllNotificationsRead } from "./api/mark-all-notifications-read";
import { useMarkNotificationRead } from "./api/mark-notification-read";
import { NotificationList } from "./notification-list";

/** Almost every change a customer makes (a booking, a payment, a SIP pause) leaves a notification: look again after each. */
function useRefreshAfterChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") {
          void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        }
      }),
    [queryClient],
  );
}

/** The header's bell: the unread count, and the list under it. For signed-in users only. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const { t } = useLingui();
  const { data, refetch } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  useRefreshAfterChanges();
  const unread = data?.pages[0]?.unread ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refetch();
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={8} aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            <Trans>Notifications</Trans>
          </h2>
          <Button variant="ghost" size="sm" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            <Trans>Mark all as read</Trans>
          </Button>
        </div>
        <NotificationList
          onOpen={(n) => {
            if (!n.readAt) markRead.mutate(n.id);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
