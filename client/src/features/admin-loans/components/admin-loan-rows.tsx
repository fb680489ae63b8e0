import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "wouter";
import { CardHeading, TwoLineCell, type TableLayout } from "@/components/paged-list/paged-list";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatCurrency, formatDate } from "@/lib/format";
import type { AdminLoanRow } from "../api/get-admin-loans";
import { StageBadge } from "./stage-badge";

export const caseHref = (loan: { id: number }) => `/admin/loans/${loan.id}`;

/** The row's link to its case: the actions live there, with the figures they are decided on. */
function OpenCase({ loan, className }: { loan: AdminLoanRow; className?: string }) {
  return (
    <Button asChild size="sm" variant="outline" className={className}>
      <Link href={caseHref(loan)} aria-label={`Open application #${loan.id}`}>
        Open <ChevronRight aria-hidden />
      </Link>
    </Button>
  );
}

/**
 * Applications as a table on wide screens and as cards on phones. A row opens its case view: a click
 * anywhere on it, or its Open link (the one keyboard and screen-reader users reach).
 */
export function useAdminLoanLayout(): TableLayout<AdminLoanRow> {
  const [, navigate] = useLocation();
  return {
    kind: "table",
    wideFrom: "md",
    columns: ["ID", "Applicant", "Loan type", "Amount", "Tenure", "Applied", "Stage"],
    actionsColumn: "Case",
    row: (loan) => (
      <TableRow className="cursor-pointer" onClick={() => navigate(caseHref(loan))}>
        <TableCell className="font-mono text-muted-foreground">#{loan.id}</TableCell>
        <TwoLineCell main={loan.applicant.fullName} sub={`@${loan.applicant.username}`} />
        <TableCell>{loan.loanTypeLabel}</TableCell>
        <TableCell className="font-semibold">{formatCurrency(loan.amount)}</TableCell>
        <TableCell>{loan.tenure} months</TableCell>
        <TableCell>{formatDate(loan.appliedAt)}</TableCell>
        <TableCell>
          <StageBadge stage={loan.stage} />
        </TableCell>
        <TableCell className="text-right" onClick={(e) => e.stopPropagation()}>
          <OpenCase loan={loan} />
        </TableCell>
      </TableRow>
    ),
    card: (loan) => (
      <li className="grid grid-cols-1 gap-3 p-4">
        <CardHeading
          title={loan.applicant.fullName}
          subtitle={`@${loan.applicant.username} · #${loan.id}`}
          badge={<StageBadge stage={loan.stage} />}
        />
        <p className="text-sm">
          <span className="font-semibold">{formatCurrency(loan.amount)}</span> · {loan.loanTypeLabel} · {loan.tenure} months
        </p>
        <p className="text-xs text-muted-foreground">Applied {formatDate(loan.appliedAt)}</p>
        <OpenCase loan={loan} className="w-full sm:w-fit" />
      </li>
    ),
  };
}
