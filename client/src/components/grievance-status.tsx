import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { AlarmClock, CheckCircle2, Clock } from "lucide-react";
import { GRIEVANCE_STATUS_LABELS, daysUntil, type GrievanceStatus } from "@shared/catalog/grievances";
import { Badge } from "@/components/ui/badge";
import { catalogueText } from "@/lib/catalogue-text";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

const COLORS = { open: "yellow", in_progress: "blue", resolved: "green" } as const;

/** A complaint's status in words ("In progress", never in_progress). */
export function GrievanceStatusBadge({ status, className }: { status: GrievanceStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge color={COLORS[status]} className={cn("normal-case", className)}>
      {catalogueText(i18n, GRIEVANCE_STATUS_LABELS[status])}
    </Badge>
  );
}

type DueProps = { status: GrievanceStatus; dueDate: string; resolvedAt: string | null; className?: string };

/** Where a complaint stands against the 30 days: days left, due today, overdue (highlighted), or resolved on a day. */
export function GrievanceDue({ status, dueDate, resolvedAt, className }: DueProps) {
  if (status === "resolved") {
    const resolved = formatDate(resolvedAt);
    return (
      <span className={cn("inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400", className)}>
        <CheckCircle2 className="size-4 shrink-0" aria-hidden /> <Trans>Resolved {resolved}</Trans>
      </span>
    );
  }
  const left = daysUntil(dueDate);
  if (left < 0) {
    const overdue = -left;
    return (
      <span className={cn("inline-flex items-center gap-1.5 font-semibold text-red-700 dark:text-red-300", className)}>
        <AlarmClock className="size-4 shrink-0" aria-hidden /> <Plural value={overdue} one="Overdue by # day" other="Overdue by # days" />
      </span>
    );
  }
  const due = formatDate(dueDate);
  return (
    <span
      className={cn(
        "inline-flex flex-wrap items-center gap-x-1.5",
        left <= 5 && "font-semibold text-amber-800 dark:text-amber-300",
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
        <Clock className="size-4 shrink-0" aria-hidden />
        {left === 0 ? <Trans>Due today</Trans> : <Plural value={left} one="# day left" other="# days left" />}
      </span>
      <span className="whitespace-nowrap font-normal text-muted-foreground">
        <Trans>(by {due})</Trans>
      </span>
    </span>
  );
}
