import { PAYMENT_ERROR_CODES } from "@shared/catalog/transactions";
import { errorCode, errorMessage } from "@/lib/api";

/** The creation failure texts customers see: what to do next, never the gateway's own words (chosen by the error's code). */
export function paymentCreationMessage(error: unknown, fallback = "Failed to initialize payment"): string {
  const code = errorCode(error);
  if (code === PAYMENT_ERROR_CODES.gatewayUnavailable) return "Payment service is temporarily unavailable. Please contact support.";
  if (code === PAYMENT_ERROR_CODES.gatewayRefusedKeys) return "Payment gateway configuration issue. Please contact support.";
  return errorMessage(error, fallback);
}

export const verificationMessage = (error: unknown, fallback = "Payment could not be verified") => errorMessage(error, fallback);
