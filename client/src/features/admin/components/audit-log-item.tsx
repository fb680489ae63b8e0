import { ChevronDown, Globe, User } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { AuditLogRow } from "../api/get-audit-logs";
import { AuditValues } from "./audit-values";

const timeFormatter = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium" });

function actionColor(actionType: string) {
  if (/fail|refus|reject|delete|cancel|lock/.test(actionType)) return "red";
  if (/create|register|approve|verif|captur/.test(actionType)) return "green";
  if (/update|change|pause|resume|reschedul/.test(actionType)) return "blue";
  if (/login|logout/.test(actionType)) return "grey";
  return "orange";
}

/** One audit entry: who did what to which record, when and from where; values on demand. */
export function AuditLogItem({ log }: { log: AuditLogRow }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const entity = log.entityType ? `${log.entityType}${log.entityId ? ` #${log.entityId}` : ""}` : null;
  return (
    <li className="grid gap-2 p-4 sm:px-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge color={actionColor(log.actionType)} className="font-mono normal-case">
            {log.actionType}
          </Badge>
          {entity && <span className="text-sm text-muted-foreground">{entity}</span>}
        </div>
        <time dateTime={log.createdAt} className="shrink-0 text-sm tabular-nums text-muted-foreground">
          {timeFormatter.format(new Date(log.createdAt))}
        </time>
      </div>
      <p className="break-words font-medium">{log.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>
              <User aria-hidden className="size-4" />
              <span className="sr-only">User</span>
            </dt>
            <dd className={cn(log.username && "text-foreground")}>{log.username ?? "System"}</dd>
          </div>
          {log.subjectName && log.subjectId !== log.userId && (
            <div className="flex items-center gap-1.5">
              <dt>About</dt>
              <dd className="text-foreground">{log.subjectName}</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5">
            <dt>
              <Globe aria-hidden className="size-4" />
              <span className="sr-only">IP address</span>
            </dt>
            <dd className="font-mono text-xs">{log.ipAddress || "—"}</dd>
          </div>
        </dl>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
          {open ? "Hide details" : "Details"}
          <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      </div>
      {open && (
        <div id={detailsId} className="grid gap-3 rounded-lg bg-muted/50 p-3">
          <AuditValues oldValue={log.oldValue} newValue={log.newValue} />
          <dl className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Entry</dt>
            <dd>#{log.id}</dd>
            <dt className="font-semibold">User ID</dt>
            <dd>{log.userId ?? "—"}</dd>
            <dt className="font-semibold">About user ID</dt>
            <dd>{log.subjectId ?? "—"}</dd>
            <dt className="font-semibold">Browser</dt>
            <dd className="break-all">{log.userAgent || "—"}</dd>
          </dl>
        </div>
      )}
    </li>
  );
}
