import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentCreationJson } from "@shared/contracts/payments";
import type { PaymentVerifyInput } from "@shared/schema";

type RazorpayOptions = PaymentCreationJson["razorpay"] & {
  handler: (response: PaymentVerifyInput) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

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

/** Opens the checkout window; resolves with the provider's three fields, or null when the customer closes it. */
export async function openRazorpayCheckout(checkout: PaymentCreationJson["razorpay"], i18n: I18n): Promise<PaymentVerifyInput | null> {
  await loadCheckoutScript(i18n);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(i18n._(msg`Payment gateway temporarily unavailable`));
  return new Promise((resolve) => {
    new Razorpay({
      ...checkout,
      theme: { color: "#0b5577" },
      handler: (response) =>
        resolve({
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_order_id: response.razorpay_order_id,
          razorpay_signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
