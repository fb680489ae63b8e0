import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentCreationJson } from "@shared/contracts/payments";
import type { PaymentVerifyInput } from "@shared/schema";

type RazorpayOptions = PaymentCreationJson["razorpay"] & {
  handler: (response: PaymentVerifyInput) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
};

/** What Razorpay's checkout says of an attempt that failed (the customer may try again in its window). */
type FailedAttempt = { error?: { description?: string } };

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => {
      open(): void;
      on(event: "payment.failed", handler: (response: FailedAttempt) => void): void;
    };
  }
}

/**
 * How a checkout ended: paid (the provider's three fields, to verify), closed with nothing tried, or
 * closed after a failed attempt. The order stays open after either of the last two, so paying again
 * uses it. The demo checkout ends the same three ways (demo-checkout-dialog.tsx).
 */
export type CheckoutOutcome = { kind: "paid"; answer: PaymentVerifyInput } | { kind: "dismissed" } | { kind: "failed"; reason: string };

const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
let loading: Promise<void> | null = null;

/** Loads Razorpay's checkout script once, and only when a real (non-demo) payment needs it; a failure says so in the page's language. */
function loadCheckoutScript(i18n: I18n): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(i18n._(msg`Payment gateway temporarily unavailable: the checkout could not be loaded`)));
    };
    document.body.appendChild(script);
  });
  return loading;
}

/**
 * Opens the checkout window and resolves with how it ended. A failed attempt leaves Razorpay's window
 * open for another try, so it is remembered and reported only if the customer then closes the window.
 */
export async function openRazorpayCheckout(checkout: PaymentCreationJson["razorpay"], i18n: I18n): Promise<CheckoutOutcome> {
  await loadCheckoutScript(i18n);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(i18n._(msg`Payment gateway temporarily unavailable`));
  return new Promise((resolve) => {
    let failure: string | null = null;
    const checkoutWindow = new Razorpay({
      ...checkout,
      theme: { color: "#0b5577" },
      handler: (response) =>
        resolve({
          kind: "paid",
          answer: {
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_order_id: response.razorpay_order_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve(failure === null ? { kind: "dismissed" } : { kind: "failed", reason: failure }) },
    });
    checkoutWindow.on("payment.failed", (response) => {
      failure = response.error?.description ?? i18n._(msg`The bank did not accept the payment.`);
    });
    checkoutWindow.open();
  });
}
