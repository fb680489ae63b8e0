import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, BellOff } from "lucide-react";
import { Link } from "wouter";
import { formatIstDateTime } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useNotifications, type NotificationRow } from "./api/get-notifications";

type Props = { onOpen: (n: NotificationRow) => void };

function Item({ n, onOpen }: { n: NotificationRow } & Props) {
  const { t } = useLingui();
  const unread = !n.readAt;
  return (
    <li>
      <Link
        href={n.link}
        onClick={() => onOpen(n)}
        className={cn(
          "flex gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
          unread && "bg-primary/5",
        )}
      >
        <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")} />
        <span className="min-w-0 flex-1">
          <span className={cn("block text-sm", unread ? "font-semibold" : "font-medium")}>
            {unread && <span className="sr-only">{t`Unread:`} </span>}
            {n.title}
          </span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{n.body}</span>
          <span className="mt-1 block text-xs text-muted-foreground">{formatIstDateTime(n.createdAt)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The bell's list: newest first, each linking to its item, older ones a page at a time. */
export function NotificationList({ onOpen }: Props) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotifications();
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const { t } = useLingui();

  if (isPending) {
    return (
      <div className="grid gap-3 p-4" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    const reason = errorMessage(error);
    return (
      <p className="flex items-start gap-2 p-4 text-sm text-muted-foreground">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> <Trans>Could not load notifications: {reason}</Trans>
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <BellOff className="size-6 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">
          <Trans>No notifications yet</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Bookings, loan decisions, payment receipts and other updates will appear here.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="max-h-[min(28rem,65vh)] overflow-y-auto">
      <ul aria-label={t`Notifications`} className="divide-y">
        {items.map((n) => (
          <Item key={n.id} n={n} onOpen={onOpen} />
        ))}
      </ul>
      {hasNextPage && (
        <div className="border-t p-2">
          <Button variant="ghost" size="sm" className="w-full" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t`Loading...` : t`Show older notifications`}
          </Button>
        </div>
      )}
    </div>
  );
}
