/** What the first-contribution payment's toasts say, in the SIP page's own words. */
export const SIP_PAYMENT_TOASTS = {
  success: "Your SIP has been activated successfully. Next payment will be on the scheduled date.",
  failureTitle: "Payment Failed",
  failureFallback: "There was an error processing your payment.",
};
