import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatPercent } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { ProcessingFeePaid } from "./processing-fee-action";

/**
 * The application's figures as the customer gave them, with its EMI, APR and fee. Once sanctioned it says
 * so: the sanction card holds the terms that are repaid.
 */
export function LoanFactsCard({ loan }: { loan: LoanApplicationRow }) {
  const { t } = useLingui();
  const tenure = loan.tenure;
  const bt = loan.existingLoanDetails;
  const remaining = bt?.remainingTenure;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{loan.sanction ? <Trans>What you applied for</Trans> : <Trans>Your application</Trans>}</CardTitle>
        {loan.sanction && (
          <CardDescription>
            <Trans>Your sanction sets the terms you repay on; these are the figures you applied with.</Trans>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Fact label={t`Amount`}>{formatCurrency(loan.amount)}</Fact>
          <Fact label={t`Tenure`}>
            <Plural value={tenure} one="# month" other="# months" />
          </Fact>
          <Fact label={t`Interest rate`}>{formatPercent(loan.interestRate)}</Fact>
          <Fact label={t`EMI`}>{formatCurrency(loan.emi)}</Fact>
          <Fact label={t`APR`}>{formatPercent(loan.apr)}</Fact>
          <Fact label={t`Processing fee`}>{formatCurrency(loan.processingFee)}</Fact>
          {loan.monthlyIncome !== null && <Fact label={t`Monthly income`}>{formatCurrency(loan.monthlyIncome)}</Fact>}
          {loan.existingEmis !== null && <Fact label={t`Existing EMIs`}>{formatCurrency(loan.existingEmis)}</Fact>}
          {loan.propertyValue !== null && <Fact label={t`Property value`}>{formatCurrency(loan.propertyValue)}</Fact>}
        </dl>
        <ProcessingFeePaid loan={loan} />
        {bt && (
          <section className="grid gap-3 border-t pt-4">
            <h3 className="text-sm font-semibold">
              <Trans>Your current loan</Trans>
            </h3>
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <Fact label={t`Lender`}>
                <span translate="no">{bt.lenderName}</span>
              </Fact>
              <Fact label={t`Outstanding amount`}>{formatCurrency(bt.outstandingAmount)}</Fact>
              <Fact label={t`Current interest rate`}>{formatPercent(bt.currentRate)}</Fact>
              {remaining !== undefined && (
                <Fact label={t`Months left`}>
                  <Plural value={remaining} one="# month" other="# months" />
                </Fact>
              )}
            </dl>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-semibold wrap-anywhere">{children}</dd>
    </div>
  );
}
