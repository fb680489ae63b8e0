import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import type { Config } from "../../env";
import { codedError } from "../../http/errors";
import { PAYMENT_ERROR_CODES } from "../../../shared/catalog/transactions";

export type Order = { id: string; amount: number; currency: string };

export interface PaymentGateway {
  readonly demo: boolean;
  readonly keyId: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<Order>;
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

/**
 * Razorpay when keys are configured, else demo mode. The SDK is created on first use, so the server
 * starts (and demo mode works) without keys.
 */
export function createGateway(config: Config["razorpay"]): PaymentGateway {
  const { keyId, keySecret, webhookSecret, apiUrl } = config;
  let sdk: Razorpay | undefined;
  const client = () => {
    if (!sdk) {
      sdk = new Razorpay({ key_id: keyId!, key_secret: keySecret! });
      // The SDK has no host option; RAZORPAY_API_URL points it at a stand-in (tests, sandboxes).
      if (apiUrl) (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = apiUrl;
    }
    return sdk;
  };
  return {
    demo: !(keyId && keySecret),
    keyId: keyId ?? "rzp_demo",
    webhookConfigured: Boolean(webhookSecret),
    async createOrder(amountPaise, receipt, notes) {
      try {
        const order = await client().orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
        return { id: order.id, amount: Number(order.amount), currency: order.currency };
      } catch (e) {
        const err = e as { statusCode?: number; error?: { description?: string } };
        if (err?.statusCode === 401)
          throw codedError(502, PAYMENT_ERROR_CODES.gatewayRefusedKeys, "Authentication failed with the payment gateway");
        throw codedError(502, PAYMENT_ERROR_CODES.gatewayUnavailable, "Payment gateway temporarily unavailable. Please try again shortly.");
      }
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
