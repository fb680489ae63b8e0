import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { emi } from "@shared/finance/emi";
import { rupeesToPaise } from "@shared/finance/money";
import { formatCurrency, formatIstDate, formatPaise, formatPercent } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { loanStageLabel, stageColor } from "../lib/loan-status";
import { CompactLoanProgress } from "./loan-progress";
import { LoanNextSteps } from "./loan-next-steps";
import { ProcessingFeePaid } from "./processing-fee-action";

/**
 * One application on the dashboard: its figures, where it is, what is needed from the customer now and
 * what comes next, any rejection reason, and a link to its own page.
 */
export function LoanApplicationCard({ loan }: { loan: LoanApplicationRow }) {
  const { t, i18n } = useLingui();
  const id = loan.id;
  const tenure = loan.tenure;
  const sanction = loan.sanction;
  const applied = formatIstDate(loan.appliedAt);
  const fee = formatCurrency(loan.processingFee);
  const label = i18n._(loan.loanTypeLabel);
  return (
    <Card>
      <CardContent className="grid gap-5 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold">{label}</h3>
            <p className="text-xs text-muted-foreground">
              <Trans>
                Application #{id} · Applied {applied}
              </Trans>
            </p>
          </div>
          <Badge color={stageColor(loan.stage)}>{i18n._(loanStageLabel(loan.stage))}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          {/* Once sanctioned, the terms repaid on (which may differ from those applied for). */}
          <Detail label={sanction ? t`Amount sanctioned` : t`Amount`}>{formatCurrency(sanction ? sanction.amount : loan.amount)}</Detail>
          <Detail label={t`Tenure`}>
            <Plural value={tenure} one="# month" other="# months" />
          </Detail>
          <Detail label={t`Interest rate`}>{formatPercent(sanction ? sanction.interestRate : loan.interestRate)}</Detail>
          <Detail label={t`EMI`}>
            {sanction ? formatPaise(emi(rupeesToPaise(sanction.amount), sanction.interestRate, tenure)) : formatCurrency(loan.emi)}
          </Detail>
        </dl>
        <CompactLoanProgress loan={loan} />
        {loan.stage === "rejected" && loan.rejectionReason && <RejectionReason reason={loan.rejectionReason} />}
        <LoanNextSteps loan={loan} heading="h4" limit={2} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          {/* The fee's figure while it is due, its receipt once paid; nothing where none is asked. */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {loan.processingFeeDue && (
              <p className="text-sm text-muted-foreground">
                <Trans>Processing fee {fee}</Trans>
              </p>
            )}
            <ProcessingFeePaid loan={loan} />
          </div>
          <Button asChild variant="outline" size="sm">
            <Link href={`/loans/${id}`} aria-label={t`View application #${id}`}>
              <Trans>View application</Trans> <ChevronRight aria-hidden />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Why staff rejected it, in their own words (shown as written). */
export function RejectionReason({ reason }: { reason: string }) {
  return (
    <p className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">
          <Trans>Reason:</Trans>{" "}
        </span>
        <span translate="no">{reason}</span>
      </span>
    </p>
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
