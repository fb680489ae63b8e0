import { Trans, useLingui } from "@lingui/react/macro";
import { Building2, CreditCard, FlaskConical, Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paise } from "@shared/finance/money";
import { formatPaise } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { DemoCheckout } from "@/components/payment/use-payment-flow";

const METHODS = ["upi", "card", "netbanking"] as const;
type Method = (typeof METHODS)[number];

/**
 * The checkout of demo mode (no Razorpay keys): shaped like the real one (a way to pay, then pay), and
 * labelled as a simulation. It ends the way Razorpay's does (CheckoutOutcome): paid,
 * failed (the same failure path as a real declined attempt: the order stays open), or closed.
 */
export function DemoCheckoutDialog({ checkout }: { checkout: DemoCheckout | null }) {
  const { t } = useLingui();
  const [method, setMethod] = useState<Method>("upi");
  const labels: Record<Method, { label: string; icon: typeof Smartphone }> = {
    upi: { label: t`UPI`, icon: Smartphone },
    card: { label: t`Card`, icon: CreditCard },
    netbanking: { label: t`Net banking`, icon: Building2 },
  };
  const price = checkout ? formatPaise(paise(checkout.amountPaise)) : "";
  const declined: Record<Method, string> = {
    upi: t`The UPI app declined the payment (simulated).`,
    card: t`The card issuer declined the payment (simulated).`,
    netbanking: t`The bank declined the payment (simulated).`,
  };

  return (
    <Dialog open={checkout !== null} onOpenChange={(open) => !open && checkout?.settle({ kind: "dismissed" })}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Demo checkout</Trans>
          </DialogTitle>
          <DialogDescription>{checkout?.description}</DialogDescription>
        </DialogHeader>
        <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <Trans>Demo mode: no money moves. With payment keys set, Razorpay's real checkout opens here instead.</Trans>
          </span>
        </p>
        <p className="text-2xl font-bold tracking-tight">{price}</p>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Pay by</Trans>
          </legend>
          {METHODS.map((m) => {
            const { label, icon: Icon } = labels[m];
            return (
              <label
                key={m}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  method === m && "border-primary bg-primary/5",
                )}
              >
                <input type="radio" name="demo-method" value={m} checked={method === m} onChange={() => setMethod(m)} className="size-4" />
                <Icon className="size-4" aria-hidden />
                {label}
              </label>
            );
          })}
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button type="button" onClick={() => checkout?.settle({ kind: "paid" })}>
            <Trans>Pay (simulated)</Trans>
          </Button>
          <Button type="button" variant="outline" onClick={() => checkout?.settle({ kind: "failed", reason: declined[method] })}>
            <Trans>Simulate a failure</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
