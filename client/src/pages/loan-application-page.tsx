import { useLingui } from "@lingui/react/macro";
import { startTransition, useState } from "react";
import { useSearch } from "wouter";
import { LOAN_LIMITS, loanTypeFromCode, type LoanTypeCode } from "@shared/catalog/loan-types";
import { PageHeader } from "@/components/layout/page-header";
import { belowFold } from "@/components/ui/below-fold";
import type { CalculatorSlotProps } from "@/features/loans/components/loan-application-form";
import type { LoanApplicationRow } from "@/features/loans/api/get-loan-applications";
import { ApplicationSuccess } from "@/features/loans/components/application-success";
import { LoanApplicationForm } from "@/features/loans/components/loan-application-form";
import { prefillFromQuery } from "@/features/loans/lib/loan-form";
import { catalogueText } from "@/lib/catalogue-text";
import { formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";

/**
 * The calculators under the form: below the first screen, so they take over their HTML after the rest of
 * the page: their code comes once the browser is idle, and they hydrate after the visitor's first tap or
 * key, or sooner as they near the screen (docs/decisions/budget-phones.md). One function for the page's
 * life, so they are redrawn only when their figures change.
 */
const CalculatorsCard = belowFold(() => import("@/features/calculators/components/calculators-card"), "CalculatorsCard", 1200, {
  idle: true,
});
const calculators = (props: CalculatorSlotProps) => <CalculatorsCard {...props} />;

export default function LoanApplicationPage() {
  const search = useSearch();
  const settings = useSettings();
  const [submitted, setSubmitted] = useState<LoanApplicationRow | null>(null);
  const requested = loanTypeFromCode(new URLSearchParams(search).get("type"));
  // The heading names the type chosen in the form (the address's until the visitor picks another);
  // a new address starts from its own type again.
  const [chosen, setChosen] = useState<{ search: string; code: LoanTypeCode } | null>(null);
  const shown = chosen?.search === search ? loanTypeFromCode(chosen.code) : requested;
  const { t, i18n } = useLingui();
  const loanType = catalogueText(i18n, shown.label);
  const rate = formatPercent(LOAN_LIMITS.promoRateFrom);

  const onSubmitted = (loan: LoanApplicationRow) => {
    setSubmitted(loan);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <>
      <PageHeader
        eyebrow={submitted ? t`Application received` : t`Loan application`}
        title={submitted ? t`You're one step closer to your loan` : t`Apply for a ${loanType}`}
        description={t`Apply online in minutes, directly with banks and NBFCs, with no agents. Rates start from ${rate} p.a.`}
      />
      {submitted ? (
        <ApplicationSuccess loan={submitted} />
      ) : (
        // Drawn at once (and in the page's HTML) with the catalogue's base rates; the form takes the live
        // base rate when the settings answer (LoanApplicationForm). The calculators sit under the form;
        // their Apply Now fills the form's loan details.
        <LoanApplicationForm
          // A link to another type (the header's LAP, say) while here starts the form afresh from it.
          key={search}
          defaultValues={prefillFromQuery(search, settings.data)}
          onSubmitted={onSubmitted}
          // Only a type other than the one named: the form's first report (the address's type) would
          // otherwise redraw the whole page just after it hydrates, for the same heading. The heading
          // follows once the type picked is drawn, not before it.
          onLoanTypeChange={(code) =>
            startTransition(() =>
              // Against the heading as it will be, not as last drawn: a type picked and picked back before
              // the heading followed leaves it on the type the form holds.
              setChosen((prev) => {
                const named = prev?.search === search ? prev.code : requested.code;
                return code === named ? prev : { search, code };
              }),
            )
          }
          calculators={calculators}
        />
      )}
    </>
  );
}
