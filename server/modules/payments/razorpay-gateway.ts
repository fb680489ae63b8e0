import type { Paise } from "../../../shared/finance/money";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../env";
import { codedError } from "../../http/errors";
import { PAYMENT_ERROR_CODES } from "../../../shared/catalog/transactions";

export type Order = { id: string; amount: number; currency: string };

export interface PaymentGateway {
  readonly demo: boolean;
  readonly keyId: string;
  createOrder(amountPaise: Paise, receipt: string, notes: Record<string, string>): Promise<Order>;
  /** HMAC-SHA256 of "order_id|payment_id" with the key secret, compared in constant time. */
  checkPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret, compared in constant time. */
  checkWebhookSignature(rawBody: Buffer, signature: string): boolean;
  readonly webhookConfigured: boolean;
}

export function safeEqualHex(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex, "utf8");
  const b = Buffer.from(givenHex, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

/** Razorpay's API host, unless RAZORPAY_API_URL names another (a stand-in in tests, a sandbox). */
export const RAZORPAY_API_URL = "https://api.razorpay.com";

/** How long an order request may take before the gateway counts as unavailable. */
export const ORDER_TIMEOUT_MS = 15_000;

const unavailable = () =>
  codedError(502, PAYMENT_ERROR_CODES.gatewayUnavailable, /*i18n*/ "Payment gateway temporarily unavailable. Please try again shortly.");

/** The fields of Razorpay's order object we use; anything else in the answer means the gateway misbehaved. */
function orderOf(body: unknown): Order | null {
  if (typeof body !== "object" || body === null) return null;
  const { id, amount, currency } = body as Record<string, unknown>;
  if (typeof id !== "string" || !id || typeof currency !== "string") return null;
  const paise = Number(amount);
  return Number.isSafeInteger(paise) ? { id, amount: paise, currency } : null;
}

/**
 * Razorpay when keys are configured, else demo mode (the server starts without keys). Orders are made
 * through Razorpay's Orders REST API with the global fetch, at `apiUrl`: production and the tests'
 * loopback stand-in take the same path (docs/decisions/payment-gateway-over-rest.md).
 */
export function createGateway(config: Config["razorpay"], options: { timeoutMs?: number } = {}): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = config;
  const ordersUrl = `${(config.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, "")}/v1/orders`;
  const timeoutMs = options.timeoutMs ?? ORDER_TIMEOUT_MS;
  const demo = !(keyId && keySecret);
  return {
    demo,
    keyId: keyId ?? "rzp_demo",
    webhookConfigured: Boolean(webhookSecret),
    async createOrder(amountPaise, receipt, notes) {
      if (demo) throw new Error("createOrder needs Razorpay keys; demo payments never reach the gateway");
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
        throw new RangeError(`An order's amount is a whole number of paise, not ${amountPaise}`);
      let res: Response;
      let body: unknown;
      try {
        res = await fetch(ordersUrl, {
          method: "POST",
          headers: {
            Authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`,
            "Content-Type": "application/json",
            Accept: "application/json",
          },
          body: JSON.stringify({ amount: amountPaise, currency: "INR", receipt, notes }),
          // The credentials go to this one address only.
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await res.json().catch(() => null);
      } catch {
        // Refused, reset, timed out or redirected.
        throw unavailable();
      }
      if (res.status === 401)
        throw codedError(502, PAYMENT_ERROR_CODES.gatewayRefusedKeys, /*i18n*/ "Authentication failed with the payment gateway");
      const order = res.ok ? orderOf(body) : null;
      if (!order) throw unavailable();
      return order;
    },
    checkPaymentSignature(orderId, paymentId, signature) {
      if (!keySecret) return false;
      return safeEqualHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
    },
    checkWebhookSignature(rawBody, signature) {
      if (!webhookSecret) return false;
      return safeEqualHex(hmacHex(webhookSecret, rawBody), signature);
    },
  };
}
