import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatCurrency, formatDate, formatPercent } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { ProcessingFeeAction } from "./processing-fee-action";

/** One application on the dashboard: its figures, review progress, any rejection reason and the fee. */
export function LoanApplicationCard({ loan, progress }: { loan: LoanApplicationRow; progress: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-5 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold">{loan.loanTypeLabel}</h3>
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
          <Detail label="EMI">{formatCurrency(loan.emi)}</Detail>
        </dl>
        {progress}
        {loan.status.toLowerCase() === "rejected" && loan.rejectionReason && (
          <p className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="font-semibold">Reason: </span>
              {loan.rejectionReason}
            </span>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <p className="text-sm text-muted-foreground">Processing fee {formatCurrency(loan.processingFee)}</p>
          <ProcessingFeeAction loan={loan} />
        </div>
      </CardContent>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}
