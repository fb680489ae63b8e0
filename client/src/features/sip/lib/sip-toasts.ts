import { useLingui } from "@lingui/react/macro";
import type { PaymentToasts } from "@/components/payment/use-payment-flow";

/** What the first-contribution payment's toasts say, in the SIP page's own words (and the page's language). */
export function useSipPaymentToasts(): PaymentToasts {
  const { t } = useLingui();
  return {
    success: t`Your SIP has been activated successfully. Next payment will be on the scheduled date.`,
    failureTitle: t`Payment Failed`,
    failureFallback: t`There was an error processing your payment.`,
  };
}
