import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PAYMENT_ERROR_CODES, PAYMENT_ITEM_LIST, type PaymentType } from "@shared/catalog/transactions";
import type { PaymentCreationJson } from "@shared/contracts/payments";
import type { PaymentVerifyInput } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { errorCode } from "@/lib/api";
import { useCreatePayment } from "./api/create-payment";
import { useVerifyPayment } from "./api/verify-payment";
import { paymentCreationMessage, verificationMessage } from "./payment-errors";
import { openRazorpayCheckout, type CheckoutOutcome } from "./razorpay-checkout";

export type PaymentState = { status: "idle" | "loading" | "success" | "cancelled" | "already-paid" } | { status: "error"; message: string };

/** A demo order waiting for the customer in the simulated checkout (demo-checkout-dialog.tsx). */
export type DemoCheckout = { amountPaise: number; description: string; settle: (outcome: DemoOutcome) => void };
/** How the simulated checkout ended: as Razorpay's can, with the demo signature in place of a real payment's. */
export type DemoOutcome = { kind: "paid" } | Exclude<CheckoutOutcome, { kind: "paid" }>;

const demoResult = (checkout: PaymentCreationJson["razorpay"]): PaymentVerifyInput => ({
  razorpay_payment_id: `pay_demo_${Date.now()}`,
  razorpay_order_id: checkout.order_id,
  razorpay_signature: "demo",
});

/** What the toasts say; a journey may use its own words (the SIP page does), in the page's language. */
export type PaymentToasts = { success?: string; failureTitle?: string; failureFallback?: string };

const DEFAULT_SUCCESS = msg`Your payment has been received. The receipt is in your transactions.`;

/** The payment widget's states: idle, loading, success, error, plus cancelled and already paid. */
export function usePaymentFlow(paymentType: PaymentType, itemId: number, onSuccess?: () => void, toasts: PaymentToasts = {}) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const create = useCreatePayment();
  const verify = useVerifyPayment(paymentType);

  const fail = (title: string, message: string): PaymentState => {
    toast({ title: toasts.failureTitle ?? title, description: message, variant: "destructive" });
    return { status: "error", message };
  };
  const [state, setState] = useState<PaymentState>({ status: "idle" });
  const [demoCheckout, setDemoCheckout] = useState<DemoCheckout | null>(null);
  /** Payments here are demo ones (no gateway keys): known once the server has opened an order. */
  const [demo, setDemo] = useState(false);

  /** The simulated checkout, open until the customer pays, fails or closes it. */
  const simulateCheckout = (checkout: PaymentCreationJson["razorpay"]) =>
    new Promise<DemoOutcome>((resolve) =>
      setDemoCheckout({
        amountPaise: checkout.amount,
        description: checkout.description,
        settle: (outcome) => {
          setDemoCheckout(null);
          resolve(outcome);
        },
      }),
    );

  async function run(): Promise<PaymentState> {
    let creation: PaymentCreationJson;
    try {
      creation = await create.mutateAsync({ paymentType, itemId });
    } catch (error) {
      if (errorCode(error) === PAYMENT_ERROR_CODES.alreadyPaid) {
        void queryClient.invalidateQueries({ queryKey: [PAYMENT_ITEM_LIST[paymentType]] });
        return { status: "already-paid" };
      }
      // The item changed since the page read it (no longer payable, or its Key Fact Statement changed and
      // waits for an acknowledgement): its list and what hangs off it are read again, so the page shows that.
      if (errorCode(error) === PAYMENT_ERROR_CODES.notPayable || errorCode(error) === PAYMENT_ERROR_CODES.kfsNotAcknowledged)
        void queryClient.invalidateQueries({ queryKey: [PAYMENT_ITEM_LIST[paymentType]] });
      return fail(t`Payment Error`, paymentCreationMessage(i18n, error, toasts.failureFallback));
    }

    let outcome: CheckoutOutcome;
    if (creation.demo_mode && creation.razorpay.amount === 0) {
      // Nothing to pay (the free consultation): confirmed at once, with no checkout to show.
      outcome = { kind: "paid", answer: demoResult(creation.razorpay) };
    } else if (creation.demo_mode) {
      setDemo(true);
      const simulated = await simulateCheckout(creation.razorpay);
      outcome = simulated.kind === "paid" ? { kind: "paid", answer: demoResult(creation.razorpay) } : simulated;
    } else {
      try {
        outcome = await openRazorpayCheckout(creation.razorpay, i18n);
      } catch (error) {
        return fail(t`Payment Error`, paymentCreationMessage(i18n, error, toasts.failureFallback));
      }
    }
    if (outcome.kind === "dismissed") {
      toast({ title: t`Payment Cancelled`, description: t`You closed the payment window. No money was taken.` });
      return { status: "cancelled" };
    }
    // A failed attempt, the gateway's or the simulated one: nothing was taken and the order stays open,
    // so Try Again pays the same order.
    if (outcome.kind === "failed") {
      const reason = outcome.reason;
      return fail(t`Payment failed`, t`The payment did not go through: ${reason} No money was taken; you can try again.`);
    }

    try {
      await verify.mutateAsync(outcome.answer);
    } catch (error) {
      return fail(t`Verification Failed`, verificationMessage(i18n, error, toasts.failureFallback));
    }
    toast({ title: t`Payment Successful`, description: toasts.success ?? i18n._(DEFAULT_SUCCESS) });
    onSuccess?.();
    return { status: "success" };
  }

  const pay = async () => {
    setState({ status: "loading" });
    setState(await run());
  };

  return { state, pay, reset: () => setState({ status: "idle" }), demo, demoCheckout };
}
