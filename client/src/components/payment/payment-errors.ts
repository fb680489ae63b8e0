import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PAYMENT_ERROR_CODES } from "@shared/catalog/transactions";
import { errorCode, errorMessage } from "@/lib/api";

/**
 * The creation failure texts customers see, in the page's language: what to do next, never the gateway's
 * own words (chosen by the error's code); otherwise the server's message, which comes in the page's language.
 */
export function paymentCreationMessage(i18n: I18n, error: unknown, fallback?: string): string {
  const code = errorCode(error);
  if (code === PAYMENT_ERROR_CODES.gatewayUnavailable)
    return i18n._(msg`Payment service is temporarily unavailable. Please contact support.`);
  if (code === PAYMENT_ERROR_CODES.gatewayRefusedKeys) return i18n._(msg`Payment gateway configuration issue. Please contact support.`);
  return errorMessage(error, fallback ?? i18n._(msg`Failed to initialize payment`));
}

export const verificationMessage = (i18n: I18n, error: unknown, fallback?: string) =>
  errorMessage(error, fallback ?? i18n._(msg`Payment could not be verified`));
