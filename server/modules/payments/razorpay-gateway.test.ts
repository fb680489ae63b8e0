import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paise, type Paise } from "../../../shared/finance/money";
import { razorpayOrders, startStandIn } from "../../../tests/setup/http-stand-in";
import { HttpError } from "../../http/errors";
import { createGateway, hmacHex, RAZORPAY_API_URL } from "./razorpay-gateway";

const KEY_ID = "rzp_test_gateway";
const KEY_SECRET = "gateway-key-secret";
const WEBHOOK_SECRET = "gateway-webhook-secret";
const keys = { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };

/** The error createOrder throws, as the error middleware would see it. */
async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, code, message } = error as HttpError;
  return { status, code, message };
}
const refusedKeys = { status: 502, code: "PAYMENT_GATEWAY_AUTH_FAILED", message: "Authentication failed with the payment gateway" };
const unavailable = {
  status: 502,
  code: "PAYMENT_GATEWAY_UNAVAILABLE",
  message: "Payment gateway temporarily unavailable. Please try again shortly.",
};

/** A port on loopback that nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("createOrder against a loopback stand-in for Razorpay's Orders API", () => {
  let orders: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    orders = await startStandIn(razorpayOrders(KEY_ID, KEY_SECRET));
  });
  afterAll(() => orders.close());

  it("POSTs the order as JSON to /v1/orders with Basic auth, the amount in integer paise", async () => {
    const gateway = createGateway({ ...keys, apiUrl: orders.url });
    expect(gateway).toMatchObject({ demo: false, keyId: KEY_ID, webhookConfigured: true });
    const before = orders.received.length;
    const order = await gateway.createOrder(paise(1_250_000), "rcpt_loan_7", { paymentFor: "loan-processing-fee", itemId: "7" });

    expect(order).toEqual({ id: expect.stringMatching(/^order_test\d+$/), amount: 1_250_000, currency: "INR" });
    expect(orders.received).toHaveLength(before + 1);
    const req = orders.received.at(-1)!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/v1/orders");
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`);
    expect(req.headers["content-type"]).toMatch(/^application\/json/);
    const body = JSON.parse(req.body) as Record<string, unknown>;
    expect(body).toEqual({
      amount: 1_250_000,
      currency: "INR",
      receipt: "rcpt_loan_7",
      notes: { paymentFor: "loan-processing-fee", itemId: "7" },
    });
    expect(Number.isInteger(body.amount)).toBe(true);
    expect(req.body).toContain('"amount":1250000,');
  });

  it("takes RAZORPAY_API_URL with or without a trailing slash", async () => {
    await createGateway({ ...keys, apiUrl: `${orders.url}/` }).createOrder(paise(100), "rcpt_slash", {});
    expect(orders.received.at(-1)!.url).toBe("/v1/orders");
  });

  it("refuses an amount that is not a whole number of paise before calling the gateway", async () => {
    const gateway = createGateway({ ...keys, apiUrl: orders.url });
    const before = orders.received.length;
    for (const amount of [12.5, Number.NaN, -100])
      await expect(gateway.createOrder(amount as Paise, "rcpt", {})).rejects.toThrow(RangeError);
    expect(orders.received).toHaveLength(before);
  });

  it("answers a 401 (keys the gateway does not accept) with the refused-keys error", async () => {
    const gateway = createGateway({ ...keys, keySecret: "not-the-secret", apiUrl: orders.url });
    expect(await failureOf(gateway.createOrder(paise(50_000), "rcpt_bad_key", {}))).toEqual(refusedKeys);
  });
});

describe("createOrder when the gateway fails", () => {
  type Reply = (res: ServerResponse) => void;
  let reply: Reply = (res) => res.end();
  let failing: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    failing = await startStandIn((_req, res) => reply(res));
  });
  afterAll(() => failing.close());

  const json = (status: number, body: string) => (reply = (res) => ((res.statusCode = status), res.end(body)));

  it.each([
    ["a 500", 500, JSON.stringify({ error: { code: "SERVER_ERROR", description: "The server encountered an error" } })],
    ["a 400", 400, JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "amount exceeds maximum" } })],
    ["a 503 that is not JSON", 503, "<html>Service Unavailable</html>"],
    ["a 200 that is not an order", 200, JSON.stringify({ entity: "order" })],
    ["a 200 with a broken body", 200, "{"],
  ])("answers %s with the unavailable error", async (_name, status, body) => {
    json(status, body);
    const gateway = createGateway({ ...keys, apiUrl: failing.url });
    expect(await failureOf(gateway.createOrder(paise(50_000), "rcpt_fail", {}))).toEqual(unavailable);
  });

  it("answers a refused connection with the unavailable error", async () => {
    const gateway = createGateway({ ...keys, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    expect(await failureOf(gateway.createOrder(paise(50_000), "rcpt_down", {}))).toEqual(unavailable);
  });

  it("gives up on a gateway that does not answer within the timeout", async () => {
    const hung: ServerResponse[] = [];
    reply = (res) => void hung.push(res);
    const gateway = createGateway({ ...keys, apiUrl: failing.url }, { timeoutMs: 200 });
    const started = performance.now();
    expect(await failureOf(gateway.createOrder(paise(50_000), "rcpt_hung", {}))).toEqual(unavailable);
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const res of hung) res.end();
  });
});

describe("the gateway's address", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is Razorpay's API host when RAZORPAY_API_URL is unset", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    expect(await failureOf(createGateway(keys).createOrder(paise(100), "rcpt_default", {}))).toEqual(unavailable);
    expect(RAZORPAY_API_URL).toBe("https://api.razorpay.com");
    expect(fetchSpy).toHaveBeenCalledWith("https://api.razorpay.com/v1/orders", expect.objectContaining({ method: "POST" }));
  });
});

describe("demo mode", () => {
  it("is on without both keys, and never calls the gateway", async () => {
    for (const config of [{}, { keyId: KEY_ID }, { keySecret: KEY_SECRET }]) {
      const gateway = createGateway(config);
      expect(gateway).toMatchObject({ demo: true, webhookConfigured: false });
      await expect(gateway.createOrder(paise(100), "rcpt_demo", {})).rejects.toThrow(/demo/);
    }
    expect(createGateway({}).keyId).toBe("rzp_demo");
  });
});

describe("signature checks", () => {
  const gateway = createGateway(keys);

  it("accept the payment signature over order_id|payment_id with the key secret, and nothing else", () => {
    const good = hmacHex(KEY_SECRET, "order_1|pay_1");
    expect(gateway.checkPaymentSignature("order_1", "pay_1", good)).toBe(true);
    expect(gateway.checkPaymentSignature("order_1", "pay_2", good)).toBe(false);
    expect(gateway.checkPaymentSignature("order_1", "pay_1", hmacHex("another-secret", "order_1|pay_1"))).toBe(false);
    expect(gateway.checkPaymentSignature("order_1", "pay_1", `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`)).toBe(false);
    expect(gateway.checkPaymentSignature("order_1", "pay_1", good.slice(0, -2))).toBe(false);
    expect(gateway.checkPaymentSignature("order_1", "pay_1", `${good}00`)).toBe(false);
    expect(gateway.checkPaymentSignature("order_1", "pay_1", "")).toBe(false);
    expect(gateway.checkPaymentSignature("order_1", "pay_1", good.toUpperCase())).toBe(false);
    expect(createGateway({}).checkPaymentSignature("order_1", "pay_1", hmacHex("", "order_1|pay_1"))).toBe(false);
  });

  it("accept the webhook signature over the raw body with the webhook secret, and nothing else", () => {
    const raw = Buffer.from('{"event":"payment.captured","payload":{}}');
    const good = hmacHex(WEBHOOK_SECRET, raw);
    expect(gateway.checkWebhookSignature(raw, good)).toBe(true);
    expect(gateway.checkWebhookSignature(Buffer.from('{"event":"payment.captured","payload":{} }'), good)).toBe(false);
    expect(gateway.checkWebhookSignature(raw, hmacHex(KEY_SECRET, raw))).toBe(false);
    expect(gateway.checkWebhookSignature(raw, good.slice(1))).toBe(false);
    expect(gateway.checkWebhookSignature(raw, `${good}a`)).toBe(false);
    expect(gateway.checkWebhookSignature(raw, "")).toBe(false);
    expect(createGateway({ keyId: KEY_ID, keySecret: KEY_SECRET }).checkWebhookSignature(raw, hmacHex("", raw))).toBe(false);
  });
});
