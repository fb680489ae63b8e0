import { AlertTriangle, Inbox } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ADMIN_OUTBOX_PAGE_SIZE, useAdminOutbox, type AdminOutboxQuery } from "../api/get-admin-outbox";
import { useRetryOutboxMessage } from "../api/retry-outbox-message";
import { OutboxMessageRow } from "./outbox-message-row";

const EMPTY: Record<AdminOutboxQuery["status"], string> = {
  "": "E-mails and loan copies will appear here as they are queued.",
  pending: "Nothing is waiting to be sent.",
  failed: "No message has been given up on.",
  delivered: "Nothing has been delivered yet.",
};

/** The admin panel's Outbox tab: e-mails and loan copies on their way out, with a retry for the ones that are stuck. */
export function AdminOutboxTab() {
  const [status, setStatus] = useState<AdminOutboxQuery["status"]>("");
  const [paging, setPaging] = useState({ status, page: 1 });
  const page = paging.status === status ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching } = useAdminOutbox({ status, page, pageSize: ADMIN_OUTBOX_PAGE_SIZE });
  const retry = useRetryOutboxMessage();
  const total = data?.total ?? 0;

  const onRetry = (id: number) =>
    retry.mutate(id, {
      onSuccess: () => toast({ title: "Queued to send again", description: `Message #${id} will be sent in a moment.` }),
      onError: (e) => toast({ title: "Could not retry", description: errorMessage(e), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Outbox</CardTitle>
        <CardDescription>
          Customer e-mails and loan copies, newest first. Failed sends are retried automatically with growing waits; retry one now once its
          cause is fixed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor="outbox-status-filter">Status</Label>
          <NativeSelect id="outbox-status-filter" value={status} onChange={(e) => setStatus(e.target.value as AdminOutboxQuery["status"])}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="failed">Failed</option>
            <option value="delivered">Delivered</option>
          </NativeSelect>
        </div>
        {isError ? (
          <EmptyState icon={AlertTriangle} title="Could not load the outbox">
            {errorMessage(error)}
          </EmptyState>
        ) : isLoading ? (
          <div className="grid gap-2" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : data?.items.length === 0 ? (
          <EmptyState icon={Inbox} title="No messages">
            {EMPTY[status]}
          </EmptyState>
        ) : (
          <ul
            aria-label="Outbox messages"
            aria-busy={isFetching}
            className={cn("divide-y rounded-lg border", isFetching && "opacity-70 transition-opacity")}
          >
            {data?.items.map((m) => (
              <OutboxMessageRow
                key={m.id}
                message={m}
                onRetry={() => onRetry(m.id)}
                retrying={retry.isPending && retry.variables === m.id}
              />
            ))}
          </ul>
        )}
        {total > 0 && (
          <Pagination
            page={page}
            pageCount={Math.ceil(total / ADMIN_OUTBOX_PAGE_SIZE)}
            onPageChange={(next) => setPaging({ status, page: next })}
            summary={pageSummary(page, ADMIN_OUTBOX_PAGE_SIZE, total, total === 1 ? "message" : "messages")}
            disabled={isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}
