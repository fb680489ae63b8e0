import { Check, X } from "lucide-react";
import { CardHeading, TwoLineCell, type TableLayout } from "@/components/paged-list/paged-list";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatCurrency, formatDate } from "@/lib/format";
import type { AdminLoanRow } from "../api/get-admin-loans";
import type { PendingDecision } from "./loan-decision-dialog";

type OnDecide = (d: PendingDecision) => void;

/** Approve unless already approved, reject unless already rejected (a decision can be reversed either way). */
function DecisionButtons({ loan, onDecide }: { loan: AdminLoanRow; onDecide: OnDecide }) {
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

/** Applications as a table on wide screens and as cards on phones, each with its decision buttons. */
export function adminLoanLayout(onDecide: OnDecide): TableLayout<AdminLoanRow> {
  return {
    kind: "table",
    wideFrom: "md",
    columns: ["ID", "Applicant", "Loan type", "Amount", "Tenure", "Applied", "Status"],
    actionsColumn: "Actions",
    row: (loan) => (
      <TableRow>
        <TableCell className="font-mono text-muted-foreground">#{loan.id}</TableCell>
        <TwoLineCell main={loan.applicant.fullName} sub={`@${loan.applicant.username}`} />
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
    ),
    card: (loan) => (
      <li className="grid grid-cols-1 gap-3 p-4">
        <CardHeading
          title={loan.applicant.fullName}
          subtitle={`@${loan.applicant.username} · #${loan.id}`}
          badge={<StatusBadge status={loan.status} />}
        />
        <p className="text-sm">
          <span className="font-semibold">{formatCurrency(loan.amount)}</span> · {loan.loanTypeLabel} · {loan.tenure} months
        </p>
        <p className="text-xs text-muted-foreground">Applied {formatDate(loan.appliedAt)}</p>
        <DecisionButtons loan={loan} onDecide={onDecide} />
      </li>
    ),
  };
}
