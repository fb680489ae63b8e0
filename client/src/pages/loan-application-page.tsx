import { Link, useSearch } from "wouter";
import { LOAN_LIMITS, loanTypeFromCode } from "@shared/catalog/loan-types";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";

export default function LoanApplicationPage() {
  const loanType = loanTypeFromCode(new URLSearchParams(useSearch()).get("type"));
  return (
    <>
      <PageHeader
        eyebrow="Loan application"
        title={`Apply for a ${loanType.label}`}
        description={`Apply online in minutes, directly with banks and NBFCs. Rates start from ${LOAN_LIMITS.promoRateFrom}% p.a.`}
      />
      <ComingSoon title="Online application is almost ready">
        <Button asChild>
          <Link href="/consultation">Book Free Consultation</Link>
        </Button>
      </ComingSoon>
    </>
  );
}
