import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { PaymentCard } from "@/components/payment/payment-card";
import { JourneyLinks, SuccessBanner } from "@/components/success-banner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useUser } from "@/lib/auth/get-user";
import { formatCurrency, formatDate, formatPercent } from "@/lib/format";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { SIP_PAYMENT_TOASTS } from "../lib/sip-toasts";
import { SebiWarning } from "./sebi-warning";

/** After creation, the SIP's id and its first-contribution payment. */
export function SipSuccess({ sip }: { sip: SipInvestmentRow }) {
  const { user } = useUser();
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <SuccessBanner title="SIP Created Successfully" badge={`SIP ID: #${sip.id}`}>
        <p className="max-w-xl text-muted-foreground">
          Your {sip.planName} is set up. Pay the first contribution to activate it; after that, a contribution falls due on the same date
          each month.
        </p>
      </SuccessBanner>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        {user ? (
          <PaymentCard
            paymentType="sip-investment"
            itemId={sip.id}
            amount={sip.monthlyAmount}
            title="First Contribution"
            description="Your first monthly contribution, invested as soon as it is received."
            toasts={SIP_PAYMENT_TOASTS}
            className="md:order-2"
          />
        ) : (
          <Alert variant="info" role="status" className="md:order-2">
            <LogIn aria-hidden />
            <div className="grid gap-3">
              <div>
                <AlertTitle>Please login to make a payment</AlertTitle>
                <AlertDescription>Your SIP is saved. Log in to pay its first contribution.</AlertDescription>
              </div>
              <Button asChild size="sm" className="w-fit">
                <Link href="/auth">Log in</Link>
              </Button>
            </div>
          </Alert>
        )}
        <Card className="md:order-1">
          <CardContent className="p-6">
            <h3 className="mb-3 font-semibold">Your SIP</h3>
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="text-muted-foreground">Monthly amount</dt>
                <dd className="font-semibold">{formatCurrency(sip.monthlyAmount)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Duration</dt>
                <dd className="font-semibold">{sip.durationMonths} months</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Start date</dt>
                <dd className="font-semibold">{formatDate(sip.startDate)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Expected returns</dt>
                <dd className="font-semibold">{sip.expectedReturns == null ? "—" : `${formatPercent(sip.expectedReturns)} p.a.`}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Auto-debit</dt>
                <dd className="font-semibold">
                  {sip.autoDebit ? (sip.bankAccountNumber ? `On, ${sip.bankName} ${sip.bankAccountNumber}` : "On") : "Off"}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Expected value</dt>
                <dd className="font-semibold">{formatCurrency(sip.expectedValue)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
      <SebiWarning />
      <JourneyLinks />
    </div>
  );
}
