import { Check, X } from "lucide-react";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminLoanRow } from "../api/get-admin-loans";
import type { PendingDecision } from "./loan-decision-dialog";

type RowsProps = { loans: AdminLoanRow[] | undefined; loading: boolean; onDecide: (d: PendingDecision) => void; className?: string };

const COLUMNS = ["ID", "Applicant", "Loan type", "Amount", "Tenure", "Applied", "Status"];

/** Approve unless already approved, reject unless already rejected (a decision can be reversed either way). */
function DecisionButtons({ loan, onDecide }: { loan: AdminLoanRow; onDecide: RowsProps["onDecide"] }) {
  const status = loan.status.toLowerCase();
  return (
    <div className="flex justify-end gap-2">
      {status !== "approved" && (
        <Button
          size="sm"
          variant="outline"
          className="border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300"
          onClick={() => onDecide({ loan, status: "approved" })}
          aria-label={`Approve application #${loan.id}`}
        >
          <Check aria-hidden /> Approve
        </Button>
      )}
      {status !== "rejected" && (
        <Button
          size="sm"
          variant="outline"
          className="border-red-300 text-red-700 hover:bg-red-50 dark:text-red-300"
          onClick={() => onDecide({ loan, status: "rejected" })}
          aria-label={`Reject application #${loan.id}`}
        >
          <X aria-hidden /> Reject
        </Button>
      )}
    </div>
  );
}

export function AdminLoansTable({ loans, loading, onDecide, className }: RowsProps) {
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
            : loans?.map((loan) => (
                <TableRow key={loan.id}>
                  <TableCell className="font-mono text-muted-foreground">#{loan.id}</TableCell>
                  <TableCell>
                    <p className="font-medium">{loan.applicant.fullName}</p>
                    <p className="text-xs text-muted-foreground">@{loan.applicant.username}</p>
                  </TableCell>
                  <TableCell>{loan.loanTypeLabel}</TableCell>
                  <TableCell className="font-semibold">{formatCurrency(loan.amount)}</TableCell>
                  <TableCell>{loan.tenure} months</TableCell>
                  <TableCell>{formatDate(loan.appliedAt)}</TableCell>
                  <TableCell>
                    <StatusBadge status={loan.status} />
                  </TableCell>
                  <TableCell>
                    <DecisionButtons loan={loan} onDecide={onDecide} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function AdminLoanCards({ loans, loading, onDecide, className }: RowsProps) {
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
      {loans?.map((loan) => (
        <li key={loan.id} className="grid grid-cols-1 gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{loan.applicant.fullName}</p>
              <p className="truncate text-sm text-muted-foreground">
                @{loan.applicant.username} · #{loan.id}
              </p>
            </div>
            <StatusBadge status={loan.status} />
          </div>
          <p className="text-sm">
            <span className="font-semibold">{formatCurrency(loan.amount)}</span> · {loan.loanTypeLabel} · {loan.tenure} months
          </p>
          <p className="text-xs text-muted-foreground">Applied {formatDate(loan.appliedAt)}</p>
          <DecisionButtons loan={loan} onDecide={onDecide} />
        </li>
      ))}
    </ul>
  );
}
