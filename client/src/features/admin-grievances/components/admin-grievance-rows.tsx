import { MessageSquareReply } from "lucide-react";
import { grievanceCategoryLabel } from "@shared/catalog/grievances";
import { daysUntil } from "@shared/schema/validation";
import { GrievanceDue, GrievanceStatusBadge } from "@/components/grievance-status";
import { CardHeading, TwoLineCell, type TableLayout } from "@/components/paged-list/paged-list";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminGrievanceRow } from "../api/get-admin-grievances";

type OnRespond = (g: AdminGrievanceRow) => void;

const overdue = (g: AdminGrievanceRow) => g.status !== "resolved" && daysUntil(g.dueDate) < 0;

function RespondButton({ grievance, onRespond }: { grievance: AdminGrievanceRow; onRespond: OnRespond }) {
  return (
    <Button size="sm" variant="outline" onClick={() => onRespond(grievance)} aria-label={`Respond to complaint ${grievance.reference}`}>
      <MessageSquareReply aria-hidden /> Respond
    </Button>
  );
}

/** Complaints as a table on wide screens and as cards below, overdue ones tinted red, each with its Respond button. */
export function adminGrievanceLayout(onRespond: OnRespond): TableLayout<AdminGrievanceRow> {
  return {
    kind: "table",
    wideFrom: "lg",
    columns: ["Reference", "Customer", "Complaint", "Filed", "Days left of 30", "Status"],
    actionsColumn: "Actions",
    row: (g) => (
      <TableRow className={cn(overdue(g) && "bg-red-50/70 hover:bg-red-50 dark:bg-red-950/30 dark:hover:bg-red-950/40")}>
        <TableCell className="whitespace-nowrap font-mono text-xs">{g.reference}</TableCell>
        <TwoLineCell main={g.customer.fullName} sub={`@${g.customer.username}`} />
        <TableCell className="max-w-xs">
          <p className="truncate font-medium" title={g.subject}>
            {g.subject}
          </p>
          <p className="text-xs text-muted-foreground">{grievanceCategoryLabel(g.category)}</p>
        </TableCell>
        <TableCell className="whitespace-nowrap">{formatDate(g.createdAt)}</TableCell>
        <TableCell className="whitespace-nowrap text-sm">
          <GrievanceDue status={g.status} dueDate={g.dueDate} resolvedAt={g.resolvedAt} />
        </TableCell>
        <TableCell>
          <GrievanceStatusBadge status={g.status} />
        </TableCell>
        <TableCell className="text-right">
          <RespondButton grievance={g} onRespond={onRespond} />
        </TableCell>
      </TableRow>
    ),
    card: (g) => (
      <li className={cn("grid grid-cols-1 gap-2 p-4", overdue(g) && "bg-red-50/70 dark:bg-red-950/30")}>
        <CardHeading
          wrap
          title={g.subject}
          subtitle={
            <>
              {g.customer.fullName} · <span className="font-mono text-xs">{g.reference}</span>
            </>
          }
          badge={<GrievanceStatusBadge status={g.status} />}
        />
        <p className="text-xs text-muted-foreground">
          {grievanceCategoryLabel(g.category)} · Filed {formatDate(g.createdAt)}
        </p>
        <GrievanceDue status={g.status} dueDate={g.dueDate} resolvedAt={g.resolvedAt} className="text-sm" />
        <div>
          <RespondButton grievance={g} onRespond={onRespond} />
        </div>
      </li>
    ),
  };
}
