import { errorMessage } from "@/lib/api";

/** Spec section 8: the creation failure texts customers see. */
export function paymentCreationMessage(error: unknown): string {
  const message = errorMessage(error, "Failed to initialize payment");
  if (message.includes("Payment gateway temporarily unavailable")) return "Payment service is temporarily unavailable. Please contact support.";
  if (message.includes("Authentication failed")) return "Payment gateway configuration issue. Please contact support.";
  return message;
}

export const verificationMessage = (error: unknown) => errorMessage(error, "Payment could not be verified");
