import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { razorpayOrders, startStandIn } from "../../../tests/setup/http-stand-in";
import { acknowledgeKfs, createTestApp, DEFAULT_PASSWORD, investorAgent, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { validLoan, validSip } from "../../../tests/setup/factories";
import { oneStepDecisions } from "../../../tests/setup/maker-checker";
import { hmacHex } from "./razorpay-gateway";

/** No free payments after going live, no fee on a rejected loan, one open order per item, replays inert. */
const KEY_ID = "rzp_test_standin";
const KEY_SECRET = "standin_secret_123";
let demo: TestApp;
let gateway: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  demo = await createTestApp();
  // Staff reject in one step here (maker-checker has its own tests, loan-stages.test.ts).
  await oneStepDecisions(demo);
  gateway = await startStandIn(razorpayOrders(KEY_ID, KEY_SECRET));
});
afterAll(async () => {
  await demo.close();
  await gateway.close();
});

const statusesFor = async (t: TestApp, loanId: number) =>
  (
    await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where payment_for = 'loan-processing-fee' and related_id = ${loanId} order by id`,
    )
  ).map((r) => r.status);

describe("orders made in demo mode, after Razorpay keys are set", () => {
  it("cannot be paid with the demo signature, and a new real order replaces them", async () => {
    const customer = await signedInAgent(demo);
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(customer.agent, loan.id);
    const demoOrder = (await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)).body;
    expect(demoOrder.demo_mode).toBe(true);

    // The same database restarted with keys.
    const live = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: gateway.url }, demo);
    const same = request.agent(live.app);
    await same.post("/api/login").send({ username: customer.user.username, password: DEFAULT_PASSWORD }).expect(200);
    const verify = await same
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_free", razorpay_order_id: demoOrder.razorpay.order_id, razorpay_signature: "demo" });
    expect(verify.status).toBe(409);
    expect(verify.body.message).toBe("This payment was started in demo mode and has expired. Please start the payment again.");
    expect(await statusesFor(demo, loan.id)).toEqual(["expired"]);
    expect(await queryRows(demo.db, sql`select id from transactions where related_id = ${loan.id}`)).toEqual([]);

    const real = await same.post(`/api/payments/loan-processing-fee/${loan.id}`);
    expect(real.status).toBe(201);
    expect(real.body).toMatchObject({ demo_mode: false, razorpay: { order_id: expect.stringMatching(/^order_test/) } });
    await live.close();
  });
});

describe("the processing fee of a rejected application", () => {
  it("is refused with 409", async () => {
    const customer = await signedInAgent(demo);
    const admin = await signedInAgent(demo, "admin");
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(customer.agent, loan.id);
    await admin.agent
      .patch(`/api/admin/loan-applications/${loan.id}`)
      .send({ status: "rejected", rejectionReason: "Income too low" })
      .expect(200);
    const res = await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This application was rejected, so no processing fee is due", code: "NOT_PAYABLE" });
    expect(await statusesFor(demo, loan.id)).toEqual([]);
  });
});

describe("an order opened before its item stopped taking payments", () => {
  const WEBHOOK_SECRET = "webhook_secret_789";
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: gateway.url,
    });
    await oneStepDecisions(live);
  });
  afterAll(() => live.close());

  /** A customer's application with its fee order open, then rejected by staff. */
  const rejectedWithOpenOrder = async (t: TestApp) => {
    const customer = await signedInAgent(t);
    const admin = await signedInAgent(t, "admin");
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(customer.agent, loan.id);
    const order = (await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)).body;
    await admin.agent
      .patch(`/api/admin/loan-applications/${loan.id}`)
      .send({ status: "rejected", rejectionReason: "Income too low" })
      .expect(200);
    return { customer, loan, orderId: order.razorpay.order_id as string };
  };
  /** What the customer sees: no fee paid on the application, no fee among their transactions. */
  const expectNoFeePaid = async (t: TestApp, customer: Awaited<ReturnType<typeof signedInAgent>>, loanId: number) => {
    expect((await customer.agent.get(`/api/loan-applications/${loanId}`)).body.processingFeePaid).toBe(false);
    expect((await customer.agent.get("/api/transactions")).body).toEqual([]);
    expect(await statusesFor(t, loanId)).not.toContain("captured");
  };

  it("is expired by the rejection, so the demo signature cannot pay it afterwards", async () => {
    const { customer, loan, orderId } = await rejectedWithOpenOrder(demo);
    expect(await statusesFor(demo, loan.id)).toEqual(["expired"]);
    const verify = await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_after_reject", razorpay_order_id: orderId, razorpay_signature: "demo" });
    expect(verify.status).toBe(409);
    await expectNoFeePaid(demo, customer, loan.id);
  });

  it("paid with a genuine Razorpay signature afterwards, is recorded as a refund due, not a fee", async () => {
    const { customer, loan, orderId } = await rejectedWithOpenOrder(live);
    const body = {
      razorpay_payment_id: "pay_after_reject",
      razorpay_order_id: orderId,
      razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|pay_after_reject`),
    };
    const verify = await customer.agent.post("/api/payments/verify").send(body);
    expect(verify.status).toBe(409);
    expect(verify.body).toEqual({
      message: "This application was rejected, so no processing fee is due. This payment will be refunded within 5-7 working days.",
      code: "NOT_PAYABLE",
    });
    // A replay says the same and changes nothing.
    expect((await customer.agent.post("/api/payments/verify").send(body)).status).toBe(409);
    await expectNoFeePaid(live, customer, loan.id);
    expect(await statusesFor(live, loan.id)).toEqual(["refund_due"]);
  });

  it("reported captured by a signed webhook afterwards, is recorded as a refund due, not a fee", async () => {
    const { customer, loan, orderId } = await rejectedWithOpenOrder(live);
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_hook_after_reject", order_id: orderId, amount: 1_250_000, status: "captured" } } },
    });
    const res = await request(live.app)
      .post("/api/payments/webhook")
      .set("Content-Type", "application/json")
      .set("X-Razorpay-Signature", hmacHex(WEBHOOK_SECRET, event))
      .set("X-Razorpay-Event-Id", `evt_after_reject_${loan.id}`)
      .send(event);
    expect(res.body).toEqual({ status: "ok" });
    await expectNoFeePaid(live, customer, loan.id);
    expect(await statusesFor(live, loan.id)).toEqual(["refund_due"]);
  });

  it("paid after the SIP was paused, is recorded as a refund due, not a contribution", async () => {
    const customer = await investorAgent(live);
    const sip = (await customer.agent.post("/api/sip-investments").send(validSip())).body;
    const orderId = (await customer.agent.post(`/api/payments/sip-investment/${sip.id}`)).body.razorpay.order_id;
    await customer.agent.patch(`/api/sip-investments/${sip.id}`).send({ status: "paused" }).expect(200);
    const verify = await customer.agent.post("/api/payments/verify").send({
      razorpay_payment_id: "pay_after_pause",
      razorpay_order_id: orderId,
      razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|pay_after_pause`),
    });
    expect(verify.status).toBe(409);
    expect(verify.body).toEqual({
      message: "This SIP is paused. Resume it to pay a contribution. This payment will be refunded within 5-7 working days.",
      code: "NOT_PAYABLE",
    });
    expect((await customer.agent.get("/api/transactions")).body).toEqual([]);
    expect((await customer.agent.get("/api/sip-investments")).body[0].contributionsPaid).toBe(0);
  });
});

describe("many Pay presses at once", () => {
  it("share one open order for the item", async () => {
    const customer = await signedInAgent(demo);
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(customer.agent, loan.id);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)),
    );
    expect(results.map((r) => r.status).every((s) => s === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.razorpay.order_id)).size).toBe(1);
    expect(await statusesFor(demo, loan.id)).toEqual(["created"]);
  });
});

describe("verifying a payment that is already captured", () => {
  it("answers success only to the signature and payment id that captured it", async () => {
    const live = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: gateway.url });
    try {
      const customer = await signedInAgent(live);
      const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
      await acknowledgeKfs(customer.agent, loan.id);
      const orderId = (await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)).body.razorpay.order_id;
      const good = {
        razorpay_payment_id: "pay_1",
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|pay_1`),
      };
      await customer.agent.post("/api/payments/verify").send(good).expect(200);
      for (const forged of [
        { ...good, razorpay_signature: "anything" },
        { ...good, razorpay_signature: "demo" },
        { ...good, razorpay_payment_id: "pay_2", razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|pay_2`) },
      ]) {
        const res = await customer.agent.post("/api/payments/verify").send(forged);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("Payment signature is invalid");
      }
      expect((await customer.agent.post("/api/payments/verify").send(good)).body.status).toBe("captured");
      const [p] = await queryRows<{ payment_id: string }>(live.db, sql`select payment_id from payments where order_id = ${orderId}`);
      expect(p.payment_id).toBe("pay_1");
    } finally {
      await live.close();
    }
  });
});
