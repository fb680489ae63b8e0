import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { PaymentCard } from "@/components/payment/payment-card";
import { JourneyLinks, SuccessBanner } from "@/components/success-banner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatPercent } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { KeyFactsCard } from "./key-facts-card";
import { KfsAcknowledgement } from "./kfs-acknowledgement";
import { InPrincipleCard } from "./loan-decision-cards";

const NEXT_STEPS = [
  msg`Read your Key Fact Statement, then pay the processing fee to start the review`,
  msg`Our team verifies your documents`,
  msg`You get the lender's decision on your dashboard`,
];
/** Found ineligible in principle: no fee is asked; what would change the answer is in the reasons. */
const NEXT_STEPS_INELIGIBLE = [
  msg`Read above what would change the answer`,
  msg`Apply again with those figures, or with a co-applicant's income`,
  msg`Or book a free consultation to talk it over with an expert`,
];

/**
 * After submission: the application ID, the in-principle answer given with it, the processing-fee payment
 * while one is due (never on an application found ineligible), and the way onwards, to the application's page.
 */
export function ApplicationSuccess({ loan }: { loan: LoanApplicationRow }) {
  const { t, i18n } = useLingui();
  const id = loan.id;
  const loanLabel = i18n._(loan.loanTypeLabel);
  const feePercent = formatPercent(LOAN_LIMITS.processingFeePercent);
  const steps = loan.inPrinciple?.result === "ineligible" ? NEXT_STEPS_INELIGIBLE : NEXT_STEPS;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <SuccessBanner title={t`Application Submitted`} badge={t`Application ID: #${id}`}>
        <p className="max-w-xl text-muted-foreground">
          <Trans>Thank you. We have received your {loanLabel} application. Keep your application ID handy when you talk to us.</Trans>
        </p>
        <Button asChild variant="outline">
          <Link href={`/loans/${id}`}>
            <Trans>Follow your application</Trans> <ArrowRight aria-hidden />
          </Link>
        </Button>
      </SuccessBanner>
      {loan.inPrinciple && <InPrincipleCard inPrinciple={loan.inPrinciple} />}
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        <div className="grid gap-6 md:order-2">
          {loan.processingFeeDue && (
            <KfsAcknowledgement loanId={loan.id} card={t`Processing Fee`}>
              <PaymentCard
                paymentType="loan-processing-fee"
                itemId={loan.id}
                amount={loan.processingFee}
                title={t`Processing Fee`}
                description={t`${feePercent} of your loan amount, paid once to start processing your application.`}
              />
            </KfsAcknowledgement>
          )}
          <Card>
            <CardContent className="p-6">
              <h3 className="mb-3 font-semibold">
                <Trans>What happens next</Trans>
              </h3>
              <ol className="grid gap-3 text-sm">
                {steps.map((step, i) => (
                  <li key={step.id} className="flex gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                      {i + 1}
                    </span>
                    <span className="pt-0.5">{t(step)}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
        <KeyFactsCard
          loanLabel={`${loanLabel} · #${id}`}
          terms={{ amount: loan.amount, rate: loan.interestRate, months: loan.tenure }}
          className="md:order-1"
        />
      </div>
      <JourneyLinks />
    </div>
  );
}
