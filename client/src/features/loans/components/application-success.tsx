import { PaymentCard } from "@/components/payment/payment-card";
import { JourneyLinks, SuccessBanner } from "@/components/success-banner";
import { Card, CardContent } from "@/components/ui/card";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { KeyFactsCard } from "./key-facts-card";

const NEXT_STEPS = [
  "Pay the processing fee to start the review",
  "Our team verifies your documents",
  "You get the lender's decision on your dashboard",
];

/** After submission: the application ID, the processing-fee payment and the way onwards. */
export function ApplicationSuccess({ loan }: { loan: LoanApplicationRow }) {
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <SuccessBanner title="Application Submitted" badge={`Application ID: #${loan.id}`}>
        <p className="max-w-xl text-muted-foreground">
          Thank you. We have received your {loan.loanTypeLabel} application. Keep your application ID handy when you talk to us.
        </p>
      </SuccessBanner>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        <div className="grid gap-6 md:order-2">
          <PaymentCard
            paymentType="loan-processing-fee"
            itemId={loan.id}
            amount={loan.processingFee}
            title="Processing Fee"
            description="0.5% of your loan amount, paid once to start processing your application."
          />
          <Card>
            <CardContent className="p-6">
              <h3 className="mb-3 font-semibold">What happens next</h3>
              <ol className="grid gap-3 text-sm">
                {NEXT_STEPS.map((step, i) => (
                  <li key={step} className="flex gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                      {i + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
        <KeyFactsCard
          loanLabel={`${loan.loanTypeLabel} · #${loan.id}`}
          amount={loan.amount}
          rate={loan.interestRate}
          months={loan.tenure}
          className="md:order-1"
        />
      </div>
      <JourneyLinks />
    </div>
  );
}
