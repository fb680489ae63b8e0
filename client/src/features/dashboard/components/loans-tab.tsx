import { FileText, Plus } from "lucide-react";
import { Link } from "wouter";
import { loanTypeLabel } from "@shared/catalog/loan-types";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useLoanApplications } from "@/features/loans/api/get-loan-applications";
import { formatCurrency, formatDate, formatPercent } from "@/lib/format";
import { Detail, EmptyState, LoadingText, TabHeading } from "./list-states";
import { LoanProgress } from "./loan-progress";

const COUNTS = [
  { status: "pending", label: "Pending", bar: "bg-amber-500" },
  { status: "approved", label: "Approved", bar: "bg-emerald-600" },
  { status: "rejected", label: "Rejected", bar: "bg-red-600" },
] as const;

export function LoansTab() {
  const { data: loans = [], isLoading } = useLoanApplications();
  const applyLink = (
    <Button asChild>
      <Link href="/loan-application?type=home-loan">
        <Plus aria-hidden /> Apply for Another Loan
      </Link>
    </Button>
  );

  if (isLoading) return <LoadingText>Loading loan applications...</LoadingText>;
  if (loans.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No loan applications yet"
        action={
          <Button asChild>
            <Link href="/loan-application?type=home-loan">Apply for a Home Loan</Link>
          </Button>
        }
      >
        Apply online in minutes for a home loan, loan against property or balance-transfer top-up.
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading title="Loan Applications" description="Track every application from submission to decision." action={applyLink} />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        {COUNTS.map(({ status, label, bar }) => {
          const count = loans.filter((l) => l.status.toLowerCase() === status).length;
          const share = Math.round((count / loans.length) * 100);
          return (
            <Card key={status} className="p-4">
              <div className="flex items-baseline justify-between">
                <span className="text-sm text-muted-foreground">{label}</span>
                <span className="text-2xl font-bold">{count}</span>
              </div>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" role="img" aria-label={`${label}: ${share}% of applications`}>
                <div className={`h-full rounded-full ${bar}`} style={{ width: `${share}%` }} />
              </div>
            </Card>
          );
        })}
      </div>
      <ul className="grid gap-4">
        {loans.map((loan) => (
          <li key={loan.id}>
            <Card>
              <CardContent className="grid gap-4 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold">{loanTypeLabel(loan.loanType)}</h3>
                    <p className="text-xs text-muted-foreground">
                      Application #{loan.id} · Applied {formatDate(loan.appliedAt)}
                    </p>
                  </div>
                  <StatusBadge status={loan.status} />
                </div>
                <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
                  <Detail label="Amount">{formatCurrency(loan.amount)}</Detail>
                  <Detail label="Tenure">{loan.tenure} months</Detail>
                  <Detail label="Interest rate">{formatPercent(loan.interestRate)}</Detail>
                  <Detail label="Purpose">{loan.purpose || "—"}</Detail>
                </dl>
                <LoanProgress status={loan.status} />
                {loan.rejectionReason && (
                  <p className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                    Reason: {loan.rejectionReason}
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
