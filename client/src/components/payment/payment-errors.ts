import { errorMessage } from "@/lib/api";

/** The creation failure texts customers see: what to do next, never the gateway's own words. */
export function paymentCreationMessage(error: unknown, fallback = "Failed to initialize payment"): string {
  const message = errorMessage(error, fallback);
  if (message.includes("Payment gateway temporarily unavailable")) return "Payment service is temporarily unavailable. Please contact support.";
  if (message.includes("Authentication failed")) return "Payment gateway configuration issue. Please contact support.";
  return message;
}

export const verificationMessage = (error: unknown, fallback = "Payment could not be verified") => errorMessage(error, fallback);
