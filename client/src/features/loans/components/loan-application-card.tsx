import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatCurrency, formatDate, formatPercent, statusColor } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { loanStatusLabel } from "../lib/loan-status";
import { ProcessingFeeAction } from "./processing-fee-action";

/** One application on the dashboard: its figures, review progress, any rejection reason and the fee. */
export function LoanApplicationCard({ loan, progress }: { loan: LoanApplicationRow; progress: ReactNode }) {
  const { t, i18n } = useLingui();
  const id = loan.id;
  const tenure = loan.tenure;
  const applied = formatDate(loan.appliedAt);
  const fee = formatCurrency(loan.processingFee);
  return (
    <Card>
      <CardContent className="grid gap-5 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold">{i18n._(loan.loanTypeLabel)}</h3>
            <p className="text-xs text-muted-foreground">
              <Trans>
                Application #{id} · Applied {applied}
              </Trans>
            </p>
          </div>
          {/* The StatusBadge's colour, with the status in the page's language. */}
          <Badge color={statusColor(loan.status)}>{i18n._(loanStatusLabel(loan.status))}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <Detail label={t`Amount`}>{formatCurrency(loan.amount)}</Detail>
          <Detail label={t`Tenure`}>
            <Plural value={tenure} one="# month" other="# months" />
          </Detail>
          <Detail label={t`Interest rate`}>{formatPercent(loan.interestRate)}</Detail>
          <Detail label={t`EMI`}>{formatCurrency(loan.emi)}</Detail>
        </dl>
        {progress}
        {loan.status.toLowerCase() === "rejected" && loan.rejectionReason && (
          <p className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="font-semibold">
                <Trans>Reason:</Trans>{" "}
              </span>
              {/* The reviewer's own words, shown as written. */}
              <span translate="no">{loan.rejectionReason}</span>
            </span>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            <Trans>Processing fee {fee}</Trans>
          </p>
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
