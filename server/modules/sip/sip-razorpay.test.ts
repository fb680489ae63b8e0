import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { runDueWork, type JobDeps } from "../../jobs/run-due";
import { createRecurringGateway, demoRecurring } from "../payments";
import { hmacHex } from "../payments/razorpay-gateway";
import { freezeClock } from "../../../tests/setup/clock";
import { validSip } from "../../../tests/setup/factories";
import { startStandIn, type Received } from "../../../tests/setup/http-stand-in";
import { createTestApp, investorAgent, type TestApp } from "../../../tests/setup/test-app";

// Razorpay's recurring payments, against a stand-in on loopback (docs/decisions/sip-mandates-and-jobs.md):
// the calls the server makes for a mandate and for each debit, and what it does with each answer.
freezeClock("2026-12-01T04:30:00Z");

const KEY_ID = "rzp_test_standin";
const KEY_SECRET = "standin_secret_sip";

/** What the stand-in answers a recurring charge with, by the debit's receipt (`sip-<id>-<seq>`). */
const outcomes = new Map<string, "captured" | "failed" | "down">();
let orders = 0;
const orderReceipts = new Map<string, string>();
const paid = new Map<string, { id: string; status: string }>();

const json = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(body));
};

function razorpay(req: Received, res: import("node:http").ServerResponse) {
  if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`) return json(res, 401, {});
  const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
  if (req.method === "POST" && req.url === "/v1/customers") return json(res, 200, { id: "cust_standin", entity: "customer" });
  if (req.method === "POST" && req.url === "/v1/orders") {
    const receipt = typeof body.receipt === "string" ? body.receipt : "";
    if (outcomes.get(receipt) === "down") return json(res, 503, { error: { description: "down" } });
    const id = `order_rec${++orders}`;
    orderReceipts.set(id, receipt);
    return json(res, 200, { id, entity: "order", amount: body.amount, currency: "INR", receipt, status: "created" });
  }
  if (req.method === "GET" && req.url === "/v1/payments/pay_auth")
    return json(res, 200, { id: "pay_auth", status: "captured", token_id: "token_standin" });
  if (req.method === "POST" && req.url === "/v1/payments/create/recurring") {
    const orderId = typeof body.order_id === "string" ? body.order_id : "";
    const id = `pay_${orderId}`;
    paid.set(orderId, { id, status: outcomes.get(orderReceipts.get(orderId) ?? "") === "failed" ? "failed" : "captured" });
    return json(res, 200, { razorpay_payment_id: id, razorpay_order_id: orderId, razorpay_signature: "sig" });
  }
  const payment = /^\/v1\/payments\/(pay_order_rec\d+)$/.exec(req.url);
  if (req.method === "GET" && payment) {
    const p = [...paid.values()].find((x) => x.id === payment[1]);
    return json(res, 200, {
      id: payment[1],
      status: p?.status,
      error_description: p?.status === "failed" ? "Insufficient funds in the account" : null,
    });
  }
  const ofOrder = /^\/v1\/orders\/(order_rec\d+)\/payments$/.exec(req.url);
  if (req.method === "GET" && ofOrder) {
    const p = paid.get(ofOrder[1]);
    return json(res, 200, { entity: "collection", count: p ? 1 : 0, items: p ? [{ id: p.id, status: p.status }] : [] });
  }
  return json(res, 404, {});
}

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let t: TestApp;
let deps: JobDeps;
beforeAll(async () => {
  standIn = await startStandIn(razorpay);
  t = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: standIn.url });
  deps = { gateway: createRecurringGateway(t.config.razorpay), demoGateway: demoRecurring() };
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const calls = (since: number) => standIn.received.slice(since).map((r) => `${r.method} ${r.url}`);
const bodyOf = (since: number, url: string) =>
  JSON.parse(standIn.received.slice(since).find((r) => r.url === url)!.body) as Record<string, unknown>;

/** A SIP whose first contribution was paid through Razorpay (a genuine signature), by a customer who may invest. */
async function paidSip(paymentId: string) {
  const c = await investorAgent(t);
  const sip = (
    await c.agent
      .post("/api/sip-investments")
      .send(validSip({ startDate: "2026-12-07", durationMonths: 12 }))
      .expect(201)
  ).body;
  const order = (await c.agent.post(`/api/payments/sip-investment/${sip.id}`).send({}).expect(201)).body;
  await c.agent
    .post("/api/payments/verify")
    .send({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.razorpay.order_id,
      razorpay_signature: hmacHex(KEY_SECRET, `${order.razorpay.order_id}|${paymentId}`),
    })
    .expect(200);
  return { c, sip: sip as { id: number } };
}

describe("autopay through Razorpay's recurring payments", () => {
  it("creates the customer and the mandate's order, confirms the token, then debits each instalment with a server-made order", async () => {
    const { c, sip } = await paidSip("pay_first");

    const before = standIn.received.length;
    const set = await c.agent.post(`/api/sip-investments/${sip.id}/mandate`).send({ kind: "upi" });
    expect(set.status).toBe(201);
    expect(set.body.sip.mandate).toEqual({ kind: "upi", status: "pending", maxAmount: 10_000 });
    expect(set.body.checkout).toEqual({
      keyId: KEY_ID,
      orderId: expect.any(String),
      customerId: "cust_standin",
      amount: 1,
      recurring: true,
    });
    expect(calls(before)).toEqual(["POST /v1/customers", "POST /v1/orders"]);
    expect(bodyOf(before, "/v1/orders")).toMatchObject({
      amount: 100,
      customer_id: "cust_standin",
      method: "upi",
      token: { max_amount: 1_000_000, frequency: "monthly" },
    });

    // A forged answer is refused; Razorpay's own puts the mandate in force with its token.
    const forged = await c.agent
      .post(`/api/sip-investments/${sip.id}/mandate/confirm`)
      .send({ razorpay_payment_id: "pay_auth", razorpay_order_id: set.body.checkout.orderId, razorpay_signature: "0".repeat(64) });
    expect(forged.status).toBe(400);
    const confirmed = await c.agent.post(`/api/sip-investments/${sip.id}/mandate/confirm`).send({
      razorpay_payment_id: "pay_auth",
      razorpay_order_id: set.body.checkout.orderId,
      razorpay_signature: hmacHex(KEY_SECRET, `${set.body.checkout.orderId}|pay_auth`),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.mandate).toMatchObject({ status: "active" });
    const [{ token }] = await queryRows<{ token: string }>(
      t.db,
      sql`select gateway_token_id as token from sip_mandates where sip_id = ${sip.id}`,
    );
    expect(token).toBe("token_standin");

    // Instalment 2 (Thursday 7 January): its notice on the 5th, its debit on the 7th, once.
    const debits = standIn.received.length;
    await runDueWork(t.db, deps, "2027-01-05");
    expect(calls(debits)).toEqual([]);
    await runDueWork(t.db, deps, "2027-01-07");
    await runDueWork(t.db, deps, "2027-01-07");
    expect(calls(debits)).toEqual(["POST /v1/orders", "POST /v1/payments/create/recurring", `GET /v1/payments/pay_order_rec${orders}`]);
    expect(bodyOf(debits, "/v1/orders")).toMatchObject({ amount: 500_000, receipt: `sip-${sip.id}-2` });
    expect(bodyOf(debits, "/v1/payments/create/recurring")).toMatchObject({
      amount: 500_000,
      customer_id: "cust_standin",
      token: "token_standin",
      recurring: "1",
      order_id: `order_rec${orders}`,
    });
    const [instalment] = await queryRows<{ status: string; gateway_payment_id: string }>(
      t.db,
      sql`select status, gateway_payment_id from sip_instalments where sip_id = ${sip.id} and seq = 2`,
    );
    expect(instalment).toEqual({ status: "paid", gateway_payment_id: `pay_order_rec${orders}` });
  });

  it("counts a declined debit as missed with the gateway's reason, and leaves one it could not reach for the next run", async () => {
    const { c, sip } = await paidSip("pay_first2");
    const set = (await c.agent.post(`/api/sip-investments/${sip.id}/mandate`).send({ kind: "enach" }).expect(201)).body;
    await c.agent
      .post(`/api/sip-investments/${sip.id}/mandate/confirm`)
      .send({
        razorpay_payment_id: "pay_auth",
        razorpay_order_id: set.checkout.orderId,
        razorpay_signature: hmacHex(KEY_SECRET, `${set.checkout.orderId}|pay_auth`),
      })
      .expect(200);
    outcomes.set(`sip-${sip.id}-2`, "failed");
    outcomes.set(`sip-${sip.id}-3`, "down");
    for (const day of ["2027-01-05", "2027-01-07", "2027-02-05", "2027-02-08"]) await runDueWork(t.db, deps, day);
    const rows = await queryRows<{ seq: number; status: string; failure_reason: string | null }>(
      t.db,
      sql`select seq, status, failure_reason from sip_instalments where sip_id = ${sip.id} order by seq`,
    );
    expect(rows).toEqual([
      { seq: 1, status: "paid", failure_reason: null },
      { seq: 2, status: "missed", failure_reason: "Insufficient funds in the account" },
      { seq: 3, status: "notified", failure_reason: expect.stringMatching(/503/) },
    ]);
    // The gateway is back: the next run debits it.
    outcomes.delete(`sip-${sip.id}-3`);
    await runDueWork(t.db, deps, "2027-02-09");
    const [third] = await queryRows<{ status: string }>(t.db, sql`select status from sip_instalments where sip_id = ${sip.id} and seq = 3`);
    expect(third.status).toBe("paid");
    const [view] = (await c.agent.get("/api/sip-investments").expect(200)).body;
    expect(view).toMatchObject({ missedInRow: 0, mandate: { kind: "enach", status: "active" } });
  });
});
