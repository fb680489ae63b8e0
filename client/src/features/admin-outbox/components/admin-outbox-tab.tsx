import { Inbox } from "lucide-react";
import type { OutboxStatus } from "@shared/schema";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { ADMIN_OUTBOX_PAGE_SIZE, adminOutboxSource } from "../api/get-admin-outbox";
import { useRetryOutboxMessage } from "../api/retry-outbox-message";
import { OutboxMessageRow } from "./outbox-message-row";

const STATUS_OPTIONS = [
  ["", "All"],
  ["pending", "Pending"],
  ["failed", "Failed"],
  ["delivered", "Delivered"],
] as const;

const EMPTY: Record<"" | OutboxStatus, string> = {
  "": "E-mails and loan copies will appear here as they are queued.",
  pending: "Nothing is waiting to be sent.",
  failed: "No message has been given up on.",
  delivered: "Nothing has been delivered yet.",
};

/** The admin panel's Outbox tab: e-mails and loan copies on their way out, with a retry for the ones that are stuck. */
export function AdminOutboxTab() {
  const list = usePagedList({ source: adminOutboxSource, pageSize: ADMIN_OUTBOX_PAGE_SIZE, filters: { status: "" } });
  const retry = useRetryOutboxMessage();

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
      <CardContent>
        <PagedList
          list={list}
          noun={["message", "messages"]}
          filter={{ name: "status", label: "Status", options: STATUS_OPTIONS }}
          errorTitle="Could not load the outbox"
          empty={{ icon: Inbox, title: "No messages", text: EMPTY[list.filters.status] }}
          layout={{
            kind: "list",
            label: "Outbox messages",
            item: (m) => (
              <OutboxMessageRow message={m} onRetry={() => onRetry(m.id)} retrying={retry.isPending && retry.variables === m.id} />
            ),
          }}
        />
      </CardContent>
    </Card>
  );
}
