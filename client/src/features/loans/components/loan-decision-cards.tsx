import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { emi, rupeesToPaise } from "@shared/finance";
import { BadgeCheck, AlertCircle, Search } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatPaise, formatPercent } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";

type InPrinciple = NonNullable<LoanApplicationRow["inPrinciple"]>;

/** What the rules could not check, by the field the application did not carry. */
const MISSING_LABELS: Record<string, MessageDescriptor> = {
  propertyValue: msg`the property's value`,
  existingEmis: msg`the EMIs you already pay`,
  remainingTenure: msg`the months left on your current loan`,
};

/** The answer in principle given when the application was submitted, with its figures and reasons. */
export function InPrincipleCard({ inPrinciple, sanctioned = false }: { inPrinciple: InPrinciple; sanctioned?: boolean }) {
  const { i18n } = useLingui();
  const amount = inPrinciple.sanctionableAmount === null ? null : formatCurrency(inPrinciple.sanctionableAmount);
  const foir = inPrinciple.foirPercent === null ? null : formatPercent(inPrinciple.foirPercent);
  const ltv = inPrinciple.ltvPercent === null ? null : formatPercent(inPrinciple.ltvPercent);
  const missing = inPrinciple.missing.map((m) => (MISSING_LABELS[m] ? i18n._(MISSING_LABELS[m]) : m)).join(", ");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Our answer in principle</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Given when you submitted the application, from the figures in it.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <Verdict inPrinciple={inPrinciple} amount={amount} sanctioned={sanctioned} />
        {(foir || ltv) && (
          <dl className="grid gap-3 sm:grid-cols-2">
            {foir && (
              <div>
                <dt className="text-muted-foreground">
                  <Trans>All your EMIs, this one included, as a share of your monthly income</Trans>
                </dt>
                <dd className="mt-0.5 font-semibold">{foir}</dd>
              </div>
            )}
            {ltv && (
              <div>
                <dt className="text-muted-foreground">
                  <Trans>The loan as a share of the property's value</Trans>
                </dt>
                <dd className="mt-0.5 font-semibold">{ltv}</dd>
              </div>
            )}
          </dl>
        )}
        {inPrinciple.reasons.length > 0 && (
          <ul className="grid list-disc gap-1 pl-5">
            {inPrinciple.reasons.map((reason, i) => (
              <li key={i}>{i18n._(reason)}</li>
            ))}
          </ul>
        )}
        {missing && (
          <p className="text-muted-foreground">
            <Trans>We could not check everything without: {missing}. Our credit team will ask you.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Verdict({ inPrinciple, amount, sanctioned }: { inPrinciple: InPrinciple; amount: string | null; sanctioned: boolean }) {
  if (inPrinciple.result === "eligible") {
    return (
      <p className="flex gap-2 font-medium text-emerald-800 dark:text-emerald-300">
        <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {amount ? <Trans>Eligible in principle, for up to {amount}.</Trans> : <Trans>Eligible in principle.</Trans>}
      </p>
    );
  }
  if (inPrinciple.result === "refer") {
    return (
      <p className="flex gap-2 font-medium text-amber-800 dark:text-amber-300">
        <Search className="mt-0.5 size-4 shrink-0" aria-hidden />
        <Trans>
          A person from our credit team will look at it: your figures are close to a limit, or we need a detail you did not give.
        </Trans>
      </p>
    );
  }
  return (
    <p className="flex gap-2 font-medium text-red-700 dark:text-red-400">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {sanctioned ? (
        <Trans>Not eligible as you applied for it; we sanctioned it on other terms, shown in your sanction.</Trans>
      ) : (
        <Trans>Not eligible as it is. No fee is due on it; what would change the answer is below.</Trans>
      )}
    </p>
  );
}

/** The terms the loan was sanctioned on, which may differ from those applied for, with the EMI they give. */
export function SanctionCard({ sanction, tenure }: { sanction: NonNullable<LoanApplicationRow["sanction"]>; tenure: number }) {
  const { t } = useLingui();
  const monthly = emi(rupeesToPaise(sanction.amount), sanction.interestRate, tenure);
  return (
    <Card className="border-emerald-200 dark:border-emerald-900">
      <CardHeader>
        <CardTitle>
          <Trans>Your sanction</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t`Amount sanctioned`}</dt>
            <dd className="mt-0.5 text-lg font-semibold">{formatCurrency(sanction.amount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t`Interest rate`}</dt>
            <dd className="mt-0.5 text-lg font-semibold">{formatPercent(sanction.interestRate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t`Tenure`}</dt>
            <dd className="mt-0.5 text-lg font-semibold">
              <Plural value={tenure} one="# month" other="# months" />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t`Monthly EMI`}</dt>
            <dd className="mt-0.5 text-lg font-semibold">{formatPaise(monthly)}</dd>
          </div>
          {sanction.conditions && (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">{t`Conditions`}</dt>
              {/* The lender's own words, shown as written. */}
              <dd className="mt-0.5 whitespace-pre-line" translate="no">
                {sanction.conditions}
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
