import { useDeferredValue, useState } from "react";
import { useSearch } from "wouter";
import { LOAN_LIMITS, loanTypeFromCode } from "@shared/catalog/loan-types";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/ui/spinner";
import { CalculatorsCard } from "@/features/calculators/components/calculators-card";
import type { LoanApplicationRow } from "@/features/loans/api/get-loan-applications";
import { ApplicationSuccess } from "@/features/loans/components/application-success";
import { LoanApplicationForm } from "@/features/loans/components/loan-application-form";
import { prefillFromQuery } from "@/features/loans/lib/loan-form";
import { useSettings } from "@/lib/settings/get-settings";

export default function LoanApplicationPage() {
  const search = useSearch();
  const settings = useSettings();
  const [submitted, setSubmitted] = useState<LoanApplicationRow | null>(null);
  const requested = loanTypeFromCode(new URLSearchParams(search).get("type"));
  // The form is a big tree: it is built in a deferred render, in slices the browser can break into,
  // rather than in one long task the moment the settings arrive.
  const settingsReady = useDeferredValue(!settings.isPending, false);

  const onSubmitted = (loan: LoanApplicationRow) => {
    setSubmitted(loan);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <>
      <PageHeader
        eyebrow={submitted ? "Application received" : "Loan application"}
        title={submitted ? "You're one step closer to your loan" : `Apply for a ${requested.label}`}
        description={`Apply online in minutes, directly with banks and NBFCs, with no agents. Rates start from ${LOAN_LIMITS.promoRateFrom}% p.a.`}
      />
      {submitted ? (
        <ApplicationSuccess loan={submitted} />
      ) : !settingsReady ? (
        <PageSpinner />
      ) : (
        // The base rate prefills the form, so the form mounts once settings have answered (or failed).
        // The calculators sit under the form; their Apply Now fills the form's loan details.
        <LoanApplicationForm
          defaultValues={prefillFromQuery(search, settings.data)}
          onSubmitted={onSubmitted}
          calculators={(props) => <CalculatorsCard {...props} />}
        />
      )}
    </>
  );
}
