import { Mail, RotateCw, Sheet } from "lucide-react";
import { EMAIL_KIND_LABELS, OUTBOX_MAX_ATTEMPTS, type NotificationKind } from "@shared/schema/validation";
import { formatIstDateTime } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { OutboxRow } from "../api/get-admin-outbox";

const STATUS_COLOR = { pending: "yellow", failed: "red", delivered: "green" } as const;

/** What the message is: a fixed label per e-mail kind (never its subject, which can carry amounts or KYC outcomes). */
function describe(m: OutboxRow): string {
  if (m.topic === "email") return EMAIL_KIND_LABELS[m.payload.kind as NotificationKind] ?? "E-mail";
  return `Copy of loan application #${String(m.payload.applicationId ?? "?")}`;
}

function when(m: OutboxRow): string {
  if (m.deliveredAt) return `Delivered ${formatIstDateTime(m.deliveredAt)}`;
  if (m.status === "failed") return `Gave up after ${m.attempts} attempts`;
  return m.attempts === 0 ? `Queued ${formatIstDateTime(m.createdAt)}` : `Next attempt ${formatIstDateTime(m.nextAttemptAt)}`;
}

type Props = { message: OutboxRow; onRetry: () => void; retrying: boolean };

export function OutboxMessageRow({ message: m, onRetry, retrying }: Props) {
  const Icon = m.topic === "email" ? Mail : Sheet;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <Icon className="hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {describe(m)} <span className="font-normal text-muted-foreground">#{m.id}</span>
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {m.topic === "email" ? "E-mail to " : "To the "}
          {m.recipient}
        </p>
        <p className="text-sm text-muted-foreground">
          {when(m)} · attempts {m.attempts} of {OUTBOX_MAX_ATTEMPTS}
        </p>
        {m.lastError && <p className="mt-1 text-sm wrap-anywhere text-red-700 dark:text-red-300">Last error: {m.lastError}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={STATUS_COLOR[m.status]}>{m.status}</Badge>
        {m.status !== "delivered" && (
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} aria-label={`Retry message #${m.id} now`}>
            <RotateCw aria-hidden /> Retry now
          </Button>
        )}
      </div>
    </li>
  );
}
