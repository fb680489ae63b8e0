import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, CreditCard, FlaskConical, Loader2, Lock, RotateCcw, XCircle } from "lucide-react";
import type { PaymentType } from "@shared/catalog/transactions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency } from "@/lib/format";
import { Suspense } from "react";
import { lazyWithCatalogs } from "@/lib/i18n";
import { usePaymentFlow, type PaymentToasts } from "./use-payment-flow";

// Demo mode's simulated checkout, with its words, loads when it first opens (every page carries the payment card's own words).
const DemoCheckoutDialog = lazyWithCatalogs(["demo-checkout"], () =>
  import(/* own catalogues */ "@/features/demo-checkout/components/demo-checkout-dialog").then((m) => m.DemoCheckoutDialog),
);

type PaymentCardProps = {
  paymentType: PaymentType;
  itemId: number;
  /** What the server will charge, in rupees; shown only; the server computes the real amount. */
  amount: number;
  title?: string;
  description?: string;
  payLabel?: string;
  onSuccess?: () => void;
  toasts?: PaymentToasts;
  className?: string;
};

/** Pay a fee for one item: loan processing fee, consultation or a SIP's first contribution. */
export function PaymentCard({ paymentType, itemId, amount, title, description, payLabel, onSuccess, toasts, className }: PaymentCardProps) {
  const { state, pay, reset, demo, demoCheckout } = usePaymentFlow(paymentType, itemId, onSuccess, toasts);
  const { t } = useLingui();
  const price = formatCurrency(amount);
  const label = payLabel ?? t`Pay ${price}`;

  return (
    <Card className={className}>
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <CreditCard className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <CardTitle>{title ?? t`Processing Fee`}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <p className="ml-auto text-xl font-bold tracking-tight">{price}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {state.status === "success" || state.status === "already-paid" ? (
          <Alert variant="success">
            <BadgeCheck aria-hidden />
            <div>
              <AlertTitle>{state.status === "success" ? <Trans>Payment Successful</Trans> : <Trans>Already paid</Trans>}</AlertTitle>
              <AlertDescription>
                {state.status === "success" ? (
                  <Trans>{price} received. You'll find the receipt under Transactions on your dashboard.</Trans>
                ) : (
                  <Trans>This has already been paid. Nothing more is due.</Trans>
                )}
              </AlertDescription>
            </div>
          </Alert>
        ) : state.status === "error" || state.status === "cancelled" ? (
          <Alert variant={state.status === "error" ? "destructive" : "info"} role={state.status === "error" ? "alert" : "status"}>
            <XCircle aria-hidden />
            <div className="grid gap-3">
              <div>
                <AlertTitle>{state.status === "error" ? <Trans>Payment failed</Trans> : <Trans>Payment Cancelled</Trans>}</AlertTitle>
                <AlertDescription>
                  {state.status === "error" ? state.message : <Trans>The payment window was closed. No money was taken.</Trans>}
                </AlertDescription>
              </div>
              <Button type="button" variant="outline" size="sm" className="w-fit" onClick={reset}>
                <RotateCcw aria-hidden /> <Trans>Try Again</Trans>
              </Button>
            </div>
          </Alert>
        ) : (
          <Button type="button" size="lg" className="w-full" onClick={pay} disabled={state.status === "loading"}>
            {/* While the demo checkout is open the card waits on the customer, not on a payment: no spinner. */}
            {state.status === "loading" && !demoCheckout ? (
              <>
                <Loader2 className="animate-spin" aria-hidden /> <Trans>Processing payment...</Trans>
              </>
            ) : (
              label
            )}
          </Button>
        )}
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          {demo ? (
            <>
              <FlaskConical className="size-3.5" aria-hidden /> <Trans>Demo mode: no money moves</Trans>
            </>
          ) : (
            <>
              <Lock className="size-3.5" aria-hidden /> <Trans>Secured by Razorpay · UPI, cards and net banking</Trans>
            </>
          )}
        </p>
        {demoCheckout && (
          <Suspense fallback={null}>
            <DemoCheckoutDialog checkout={demoCheckout} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
