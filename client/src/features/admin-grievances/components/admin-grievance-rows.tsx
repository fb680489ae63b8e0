import { MessageSquareReply } from "lucide-react";
import { grievanceCategoryLabel } from "@shared/catalog/grievances";
import { daysUntil } from "@shared/schema/validation";
import { GrievanceDue, GrievanceStatusBadge } from "@/components/grievance-status";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminGrievanceRow } from "../api/get-admin-grievances";

type RowsProps = {
  grievances: AdminGrievanceRow[] | undefined;
  loading: boolean;
  onRespond: (g: AdminGrievanceRow) => void;
  className?: string;
};

const COLUMNS = ["Reference", "Customer", "Complaint", "Filed", "Days left of 30", "Status"];

const overdue = (g: AdminGrievanceRow) => g.status !== "resolved" && daysUntil(g.dueDate) < 0;

function RespondButton({ grievance, onRespond }: { grievance: AdminGrievanceRow; onRespond: RowsProps["onRespond"] }) {
  return (
    <Button size="sm" variant="outline" onClick={() => onRespond(grievance)} aria-label={`Respond to complaint ${grievance.reference}`}>
      <MessageSquareReply aria-hidden /> Respond
    </Button>
  );
}

export function AdminGrievancesTable({ grievances, loading, onRespond, className }: RowsProps) {
  return (
    <div className={className}>
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHead key={c}>{c}</TableHead>
            ))}
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={COLUMNS.length + 1}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))
            : grievances?.map((g) => (
                <TableRow
                  key={g.id}
                  className={cn(overdue(g) && "bg-red-50/70 hover:bg-red-50 dark:bg-red-950/30 dark:hover:bg-red-950/40")}
                >
                  <TableCell className="whitespace-nowrap font-mono text-xs">{g.reference}</TableCell>
                  <TableCell>
                    <p className="font-medium">{g.customer.fullName}</p>
                    <p className="text-xs text-muted-foreground">@{g.customer.username}</p>
                  </TableCell>
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
              ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function AdminGrievanceCards({ grievances, loading, onRespond, className }: RowsProps) {
  if (loading) {
    return (
      <div className={cn("grid gap-3", className)}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn("divide-y rounded-lg border", className)}>
      {grievances?.map((g) => (
        <li key={g.id} className={cn("grid grid-cols-1 gap-2 p-4", overdue(g) && "bg-red-50/70 dark:bg-red-950/30")}>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words font-medium">{g.subject}</p>
              <p className="truncate text-sm text-muted-foreground">
                {g.customer.fullName} · <span className="font-mono text-xs">{g.reference}</span>
              </p>
            </div>
            <GrievanceStatusBadge status={g.status} />
          </div>
          <p className="text-xs text-muted-foreground">
            {grievanceCategoryLabel(g.category)} · Filed {formatDate(g.createdAt)}
          </p>
          <GrievanceDue status={g.status} dueDate={g.dueDate} resolvedAt={g.resolvedAt} className="text-sm" />
          <div>
            <RespondButton grievance={g} onRespond={onRespond} />
          </div>
        </li>
      ))}
    </ul>
  );
}
