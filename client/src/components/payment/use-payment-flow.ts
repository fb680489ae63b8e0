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
import { openRazorpayCheckout } from "./razorpay-checkout";

export type PaymentState = { status: "idle" | "loading" | "success" | "cancelled" | "already-paid" } | { status: "error"; message: string };

/** A demo payment (no gateway keys) succeeds after 1.5 seconds, so it feels like a real checkout. */
const DEMO_DELAY_MS = 1500;

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

    let result: PaymentVerifyInput | null;
    if (creation.demo_mode) {
      await new Promise((resolve) => setTimeout(resolve, DEMO_DELAY_MS));
      result = demoResult(creation.razorpay);
    } else {
      try {
        result = await openRazorpayCheckout(creation.razorpay, i18n);
      } catch (error) {
        return fail(t`Payment Error`, paymentCreationMessage(i18n, error, toasts.failureFallback));
      }
      if (!result) {
        toast({ title: t`Payment Cancelled`, description: t`You closed the payment window. No money was taken.` });
        return { status: "cancelled" };
      }
    }

    try {
      await verify.mutateAsync(result);
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

  return { state, pay, reset: () => setState({ status: "idle" }) };
}
