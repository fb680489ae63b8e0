import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { keyFacts, rupeesToPaise } from "@shared/finance";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatPaise, formatPercent } from "@/lib/format";
import { pluralForm } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { LoanTerms } from "../lib/loan-form";

/** `terms` null: no figures yet (the form holds terms the product does not offer, formTerms). */
type KeyFactsCardProps = { loanLabel: string; terms: LoanTerms | null; className?: string };

/**
 * The Key Fact Statement summary (RBI): EMI, processing fee, APR including the fee, total interest, total
 * payable (shared keyFacts, whose EMI is shared emi(), as the EMI calculator's); for terms the product offers
 * only (an amount of ₹1 has an EMI of ₹0 and "−₹1" of interest).
 */
export function KeyFactsCard({ loanLabel, terms, className }: KeyFactsCardProps) {
  const { t, i18n } = useLingui();
  const facts = terms && keyFacts(rupeesToPaise(terms.amount), terms.rate, terms.months);
  const ratePercent = terms ? formatPercent(terms.rate) : "";
  const months = terms?.months ?? 0;
  const monthsForm = pluralForm(months, i18n.locale);
  const feePercent = formatPercent(LOAN_LIMITS.processingFeePercent);
  const minAmount = formatCurrency(LOAN_LIMITS.minAmount);
  const maxAmount = formatCurrency(LOAN_LIMITS.maxAmount);
  const { minTenure, maxTenure, minRate, maxRate } = LOAN_LIMITS;
  return (
    <Card className={cn("overflow-hidden", className)}>
      <CardHeader className="gap-1 bg-primary pb-5 text-primary-foreground">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider opacity-85">
          <FileText className="size-4" aria-hidden /> <Trans>Key Fact Statement</Trans>
        </p>
        <CardTitle className="text-base font-medium opacity-95">{loanLabel}</CardTitle>
        <p className="text-sm opacity-85">
          <Trans>Monthly EMI</Trans>
        </p>
        <p className="text-3xl font-bold tracking-tight" aria-live="polite">
          {facts ? formatPaise(facts.emi) : "—"}
        </p>
      </CardHeader>
      <CardContent className="pt-5">
        {terms && facts ? (
          <dl className="grid gap-3 text-sm">
            <Row label={t`Loan amount`} value={formatCurrency(terms.amount)} />
            <Row label={t`Interest rate`} value={t`${ratePercent} p.a.`} />
            <Row label={t`Tenure`} value={t`${select(monthsForm, { one: `${months} month`, other: `${months} months` })}`} />
            <Row label={t`Processing fee (${feePercent})`} value={formatPaise(facts.processingFee)} />
            <Row label={t`APR incl. fee`} value={`${facts.apr.toFixed(2)}%`} strong />
            <Row label={t`Total interest`} value={formatPaise(facts.totalInterest)} />
            <Row label={t`Total amount payable`} value={formatPaise(facts.totalPayable)} strong />
          </dl>
        ) : (
          <CardDescription>
            <Trans>
              Your EMI and costs appear here for {minAmount} to {maxAmount} over {minTenure} to {maxTenure} months, at {minRate}% to{" "}
              {maxRate}% a year.
            </Trans>
          </CardDescription>
        )}
        <p className="mt-4 text-xs text-muted-foreground">
          <Trans>Indicative figures. Your sanction letter states the final terms.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", strong && "border-t pt-3")}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("text-right font-semibold", strong && "text-base")}>{value}</dd>
    </div>
  );
}
