import { AlarmClock, CheckCircle2, Clock } from "lucide-react";
import { GRIEVANCE_STATUS_LABELS, daysUntil, type GrievanceStatus } from "@shared/catalog/grievances";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

const COLORS = { open: "yellow", in_progress: "blue", resolved: "green" } as const;

/** A complaint's status in words ("In progress", never in_progress). */
export function GrievanceStatusBadge({ status, className }: { status: GrievanceStatus; className?: string }) {
  return (
    <Badge color={COLORS[status]} className={cn("normal-case", className)}>
      {GRIEVANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

type DueProps = { status: GrievanceStatus; dueDate: string; resolvedAt: string | null; className?: string };

/** Where a complaint stands against the 30 days: days left, due today, overdue (highlighted), or resolved on a day. */
export function GrievanceDue({ status, dueDate, resolvedAt, className }: DueProps) {
  if (status === "resolved") {
    return (
      <span className={cn("inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400", className)}>
        <CheckCircle2 className="size-4 shrink-0" aria-hidden /> Resolved {formatDate(resolvedAt)}
      </span>
    );
  }
  const left = daysUntil(dueDate);
  if (left < 0) {
    return (
      <span className={cn("inline-flex items-center gap-1.5 font-semibold text-red-700 dark:text-red-300", className)}>
        <AlarmClock className="size-4 shrink-0" aria-hidden /> Overdue by {-left} {-left === 1 ? "day" : "days"}
      </span>
    );
  }
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
        {left === 0 ? "Due today" : `${left} ${left === 1 ? "day" : "days"} left`}
      </span>
      <span className="whitespace-nowrap font-normal text-muted-foreground">(by {formatDate(dueDate)})</span>
    </span>
  );
}
