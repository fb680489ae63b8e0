import { Trans, useLingui } from "@lingui/react/macro";
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
import { useSipPaymentToasts } from "../lib/sip-toasts";
import { SebiWarning } from "./sebi-warning";

/** After creation, the SIP's id and its first-contribution payment. */
export function SipSuccess({ sip }: { sip: SipInvestmentRow }) {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const toasts = useSipPaymentToasts();
  const id = sip.id;
  const planName = i18n._(sip.planName);
  const months = sip.durationMonths;
  const percent = formatPercent(sip.expectedReturns);
  // The bank's name as the customer typed it: data shown as it is, not words of the page.
  const bank = <span translate="no">{sip.bankName}</span>;
  const account = sip.bankAccountNumber;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <SuccessBanner title={t`SIP Created Successfully`} badge={t`SIP ID: #${id}`}>
        <p className="max-w-xl text-muted-foreground">
          <Trans>
            Your {planName} is set up. Pay the first contribution to activate it; after that, a contribution falls due on the same date each
            month.
          </Trans>
        </p>
      </SuccessBanner>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        {user ? (
          <PaymentCard
            paymentType="sip-investment"
            itemId={sip.id}
            amount={sip.monthlyAmount}
            title={t`First Contribution`}
            description={t`Your first monthly contribution, invested as soon as it is received.`}
            toasts={toasts}
            className="md:order-2"
          />
        ) : (
          <Alert variant="info" role="status" className="md:order-2">
            <LogIn aria-hidden />
            <div className="grid gap-3">
              <div>
                <AlertTitle>
                  <Trans>Please login to make a payment</Trans>
                </AlertTitle>
                <AlertDescription>
                  <Trans>Your SIP is saved. Log in to pay its first contribution.</Trans>
                </AlertDescription>
              </div>
              <Button asChild size="sm" className="w-fit">
                <Link href="/auth">
                  <Trans>Log in</Trans>
                </Link>
              </Button>
            </div>
          </Alert>
        )}
        <Card className="md:order-1">
          <CardContent className="p-6">
            <h3 className="mb-3 font-semibold">
              <Trans>Your SIP</Trans>
            </h3>
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Monthly amount</Trans>
                </dt>
                <dd className="font-semibold">{formatCurrency(sip.monthlyAmount)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Duration</Trans>
                </dt>
                <dd className="font-semibold">
                  <Trans>{months} months</Trans>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Start date</Trans>
                </dt>
                <dd className="font-semibold">{formatDate(sip.startDate)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Expected returns</Trans>
                </dt>
                <dd className="font-semibold">{sip.expectedReturns == null ? "—" : t`${percent} p.a.`}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Auto-debit</Trans>
                </dt>
                <dd className="font-semibold">
                  {sip.autoDebit ? (
                    account ? (
                      <Trans>
                        On, {bank} {account}
                      </Trans>
                    ) : (
                      t`On`
                    )
                  ) : (
                    t`Off`
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Expected value</Trans>
                </dt>
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
