import type { Paise } from "../../../shared/finance/money";
import type { Config } from "../../env";
import { RAZORPAY_API_URL } from "./razorpay-gateway";

/**
 * Razorpay's recurring payments (UPI AutoPay and e-NACH), over its REST API as the orders are
 * (docs/decisions/sip-mandates-and-jobs.md): a customer, an authorisation order that creates the
 * mandate (its token), then, each month, an order the server makes and a recurring payment against the
 * token. Without keys, demo mode: the mandate is in force at once and every debit succeeds.
 */
export type MandateKindParam = "upi" | "enach";

/** How a debit stands at the gateway: paid, declined (a missed instalment) or not known yet. */
export type DebitOutcome =
  | { state: "captured"; paymentId: string }
  | { state: "failed"; paymentId: string | null; reason: string }
  | { state: "pending"; paymentId: string | null };

export interface RecurringGateway {
  readonly demo: boolean;
  createCustomer(name: string, email: string): Promise<string>;
  /** The order the customer authorises the mandate with (₹1 for UPI AutoPay, ₹0 for e-NACH). */
  createMandateOrder(
    customerId: string,
    kind: MandateKindParam,
    maxAmount: Paise,
    receipt: string,
  ): Promise<{ orderId: string; amount: Paise }>;
  /** The mandate's token, from the authorising payment; null while it is not confirmed. */
  tokenOfPayment(paymentId: string): Promise<string | null>;
  /** The order one debit is made against: made once and reused, so a retry can never pay twice. */
  createDebitOrder(amount: Paise, receipt: string): Promise<string>;
  /** What the order's payment came to, if one was made for it. */
  debitOfOrder(orderId: string): Promise<DebitOutcome | null>;
  /** Charges the order through the mandate and says how it stands. */
  charge(input: {
    orderId: string;
    customerId: string;
    tokenId: string;
    amount: Paise;
    email: string;
    description: string;
  }): Promise<DebitOutcome>;
}

/** The gateway could not be reached or answered nonsense: the debit is tried again later, not counted as missed. */
export class GatewayUnavailable extends Error {}

export function createRecurringGateway(config: Config["razorpay"], options: { timeoutMs?: number } = {}): RecurringGateway {
  const { keyId, keySecret } = config;
  const demo = !(keyId && keySecret);
  if (demo) return demoRecurring();
  const base = `${(config.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, "")}/v1`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: auth, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new GatewayUnavailable(`${method} ${path}: no answer`);
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.status >= 500 || res.status === 401 || json === null) throw new GatewayUnavailable(`${method} ${path}: ${res.status}`);
    return { status: res.status, json };
  }
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  const outcomeOf = (payment: Record<string, unknown>): DebitOutcome => {
    const id = text(payment.id);
    if (payment.status === "captured" && id) return { state: "captured", paymentId: id };
    if (payment.status === "failed")
      return { state: "failed", paymentId: id, reason: text(payment.error_description) ?? text(payment.error_code) ?? "declined" };
    return { state: "pending", paymentId: id };
  };

  return {
    demo: false,
    async createCustomer(name, email) {
      // fail_existing "0": the customer already on file is answered instead of an error.
      const { json } = await call("POST", "/customers", { name, email, fail_existing: "0" });
      const id = text(json.id);
      if (!id) throw new GatewayUnavailable("customer without an id");
      return id;
    },
    async createMandateOrder(customerId, kind, maxAmount, receipt) {
      const amount = (kind === "upi" ? 100 : 0) as Paise;
      const { json } = await call("POST", "/orders", {
        amount,
        currency: "INR",
        customer_id: customerId,
        method: kind === "upi" ? "upi" : "emandate",
        receipt,
        token: { max_amount: maxAmount, frequency: "monthly", ...(kind === "enach" ? { auth_type: "netbanking" } : {}) },
      });
      const orderId = text(json.id);
      if (!orderId) throw new GatewayUnavailable("mandate order without an id");
      return { orderId, amount };
    },
    async tokenOfPayment(paymentId) {
      const { status, json } = await call("GET", `/payments/${encodeURIComponent(paymentId)}`);
      return status === 200 ? text(json.token_id) : null;
    },
    async createDebitOrder(amount, receipt) {
      const { json } = await call("POST", "/orders", { amount, currency: "INR", receipt, payment_capture: true });
      const id = text(json.id);
      if (!id) throw new GatewayUnavailable("debit order without an id");
      return id;
    },
    async debitOfOrder(orderId) {
      const { status, json } = await call("GET", `/orders/${encodeURIComponent(orderId)}/payments`);
      // Not knowing is not "no payment": only an answer about the order says none was made.
      if (status === 404) return null;
      if (status !== 200) throw new GatewayUnavailable(`GET /orders/${orderId}/payments: ${status}`);
      const items = Array.isArray(json.items) ? (json.items as Record<string, unknown>[]) : [];
      const captured = items.find((p) => p.status === "captured");
      if (captured) return outcomeOf(captured);
      return items.length ? outcomeOf(items[items.length - 1]) : null;
    },
    async charge({ orderId, customerId, tokenId, amount, email, description }) {
      const { status, json } = await call("POST", "/payments/create/recurring", {
        email,
        contact: "9000000000",
        amount,
        currency: "INR",
        order_id: orderId,
        customer_id: customerId,
        token: tokenId,
        recurring: "1",
        description,
      });
      if (status >= 400) {
        // A refusal of the request (rate limit, a request we got wrong) is not the customer's missed debit:
        // it is tried again; a decline comes back as a failed payment.
        const error = (json.error ?? {}) as Record<string, unknown>;
        throw new GatewayUnavailable(`create/recurring: ${status} ${text(error.description) ?? text(error.code) ?? ""}`.trim());
      }
      const paymentId = text(json.razorpay_payment_id);
      if (!paymentId) return { state: "pending", paymentId: null };
      // The debit's result: at once for UPI, later for e-NACH (then the next run asks again).
      const payment = await call("GET", `/payments/${encodeURIComponent(paymentId)}`);
      return payment.status === 200 ? outcomeOf(payment.json) : { state: "pending", paymentId };
    },
  };
}

/** Demo mode: ids made up from the request, the mandate confirmed at once, every debit paid. */
export function demoRecurring(): RecurringGateway {
  return {
    demo: true,
    createCustomer: (_name, email) => Promise.resolve(`cust_demo_${Buffer.from(email).toString("hex").slice(0, 14)}`),
    createMandateOrder: (_customer, kind, _max, receipt) =>
      Promise.resolve({ orderId: `order_demo_${receipt}`, amount: (kind === "upi" ? 100 : 0) as Paise }),
    tokenOfPayment: (paymentId) => Promise.resolve(`token_demo_${paymentId}`),
    createDebitOrder: (_amount, receipt) => Promise.resolve(`order_demo_${receipt}`),
    debitOfOrder: () => Promise.resolve(null),
    charge: ({ orderId }) => Promise.resolve({ state: "captured", paymentId: orderId.replace(/^order_/, "pay_") }),
  };
}
