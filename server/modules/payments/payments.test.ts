import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rupeesToPaise } from "../../../shared/finance/money";
import { consultations, payments, sipInvestments } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { razorpayOrders, startStandIn } from "../../../tests/setup/http-stand-in";
import { acknowledgeKfs, createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { validLoan } from "../../../tests/setup/factories";
import { hmacHex } from "./razorpay-gateway";

const countTransactions = async (t: TestApp, paymentId: number) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from transactions where payment_id = ${paymentId}`))[0].n;

describe("demo payments (no Razorpay keys)", () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signedInAgent>>;
  let loanId: number;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signedInAgent(t);
    loanId = (await customer.agent.post("/api/loan-applications").send(validLoan({ amount: 2_345_678 }))).body.id;
    await acknowledgeKfs(customer.agent, loanId);
  });
  afterAll(() => t.close());

  it("computes the processing fee on the server and answers in the spec's shape", async () => {
    const res = await customer.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({ amount: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 11_728,
      paymentId: expect.any(Number),
      status: "created",
      paymentFor: "loan-processing-fee",
      demo_mode: true,
      razorpay: {
        key: "rzp_demo",
        amount: 1_172_800,
        currency: "INR",
        name: "GharSetu",
        order_id: expect.stringMatching(/^order_demo_/),
        prefill: { name: customer.user.fullName, email: customer.user.email, contact: "9876500000" },
      },
    });
  });

  it("refuses other users' items (404), unknown types and bad ids (400), and anonymous callers (401)", async () => {
    const other = await signedInAgent(t);
    expect((await other.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({})).status).toBe(404);
    const badType = await customer.agent.post(`/api/payments/emi/${loanId}`).send({});
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/Unknown payment type/);
    expect((await customer.agent.post("/api/payments/loan-processing-fee/abc").send({})).status).toBe(400);
    expect((await request(t.app).post(`/api/payments/loan-processing-fee/${loanId}`).send({})).status).toBe(401);
  });

  it("verifies with the demo signature once: one transaction, loan status untouched, replay changes nothing", async () => {
    const created = (await customer.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({})).body;
    const body = { razorpay_payment_id: "pay_demo_1", razorpay_order_id: created.razorpay.order_id, razorpay_signature: "demo" };
    const wrong = await customer.agent.post("/api/payments/verify").send({ ...body, razorpay_signature: "abc" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Payment signature is invalid");
    const ok = await customer.agent.post("/api/payments/verify").send(body);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, status: "captured", amount: 11_728 });
    const replay = await customer.agent.post("/api/payments/verify").send(body);
    expect(replay.status).toBe(200);
    expect(await countTransactions(t, created.paymentId)).toBe(1);
    const loan = (await customer.agent.get(`/api/loan-applications/${loanId}`)).body;
    expect(loan).toMatchObject({ status: "pending", processingFeePaid: true });
    const txns = (await customer.agent.get("/api/transactions")).body;
    expect(txns[0]).toMatchObject({ transactionType: "processing_fee", label: "Processing Fee", amount: 11_728, relatedId: loanId });
    const again = await customer.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({});
    expect(again.status).toBe(409);
    // The client knows it by its code: the card shows "Already paid".
    expect(again.body).toEqual({ message: "This has already been paid", code: "ALREADY_PAID" });
    const audit = await queryRows(
      t.db,
      sql`select 1 from audit_logs where action_type = 'capture_payment' and entity_id = ${String(created.paymentId)}`,
    );
    expect(audit).toHaveLength(1);
  });

  it("reuses the open order when Pay is pressed again, so one item has one payable order", async () => {
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(customer.agent, loan.id);
    const first = (await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`).send({})).body;
    const second = (await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`).send({})).body;
    expect(second.razorpay.order_id).toBe(first.razorpay.order_id);
    expect(second.paymentId).toBe(first.paymentId);
  });

  it("marks a late second payment for an already-paid item as duplicate, with no second transaction", async () => {
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(customer.agent, loan.id);
    const first = (await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`).send({})).body;
    await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_1", razorpay_order_id: first.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
    // A second order for the item that slipped in around the capture (the database allows one open order at a time).
    await t.db.insert(payments).values({
      userId: customer.user.id,
      amountPaise: rupeesToPaise(12_500),
      status: "created",
      orderId: "order_demo_late",
      paymentFor: "loan-processing-fee",
      relatedId: loan.id,
      demoMode: true,
    });
    const late = await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_2", razorpay_order_id: "order_demo_late", razorpay_signature: "demo" });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already paid.*refunded/);
    // Replaying it changes nothing: no second refund note, and the stored provider id stays.
    const replay = await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_forged", razorpay_order_id: "order_demo_late", razorpay_signature: "demo" });
    expect(replay.status).toBe(409);
    expect(
      (await queryRows<{ payment_id: string }>(t.db, sql`select payment_id from payments where order_id = 'order_demo_late'`))[0]
        .payment_id,
    ).toBe("pay_2");
    const rows = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where related_id = ${loan.id} and payment_for = 'loan-processing-fee' order by id`,
    );
    expect(rows.map((r) => r.status)).toEqual(["captured", "duplicate"]);
    const txns = await queryRows(
      t.db,
      sql`select id from transactions where related_id = ${loan.id} and transaction_type = 'processing_fee'`,
    );
    expect(txns).toHaveLength(1);
    const audit = await queryRows(t.db, sql`select id from audit_logs where action_type = 'duplicate_payment'`);
    expect(audit).toHaveLength(1);
  });

  it("refuses verifying another user's order", async () => {
    const loanId = (await customer.agent.post("/api/loan-applications").send(validLoan())).body.id;
    await acknowledgeKfs(customer.agent, loanId);
    const created = (await customer.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({})).body;
    const other = await signedInAgent(t);
    const res = await other.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "p", razorpay_order_id: created.razorpay.order_id, razorpay_signature: "demo" });
    expect(res.status).toBe(404);
  });

  it("charges ₹0 for a consultation and the monthly amount for a SIP's first contribution", async () => {
    const [c] = await t.db
      .insert(consultations)
      .values({ userId: customer.user.id, topic: "Tax Planning", preferredDate: "2026-12-01" })
      .returning();
    const [s] = await t.db
      .insert(sipInvestments)
      .values({
        userId: customer.user.id,
        planName: "Equity Growth Plan",
        monthlyAmountPaise: rupeesToPaise(7_500),
        startDate: "2026-12-01",
        durationMonths: 60,
      })
      .returning();
    const consult = (await customer.agent.post(`/api/payments/consultation/${c.id}`).send({})).body;
    expect(consult).toMatchObject({ amount: 0, demo_mode: true, razorpay: { amount: 0 } });
    const sip = (await customer.agent.post(`/api/payments/sip-investment/${s.id}`).send({})).body;
    expect(sip).toMatchObject({ amount: 7_500, razorpay: { amount: 750_000 } });
    await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_demo_2", razorpay_order_id: sip.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
    const txns = (await customer.agent.get("/api/transactions")).body;
    expect(txns[0]).toMatchObject({ transactionType: "sip_contribution", label: "SIP Contribution", amount: 7_500 });
  });
});

describe("Razorpay mode against a local stand-in", () => {
  const KEY_ID = "rzp_test_standin";
  const KEY_SECRET = "standin_secret_123";
  const WEBHOOK_SECRET = "webhook_secret_456";
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startStandIn>>;
  let customer: Awaited<ReturnType<typeof signedInAgent>>;
  let loanId: number;
  /** A webhook body as Razorpay sends it, signed with our webhook secret. */
  const signedWebhook = (body: string, eventId?: string) => {
    const req = request(t.app)
      .post("/api/payments/webhook")
      .set("Content-Type", "application/json")
      .set("X-Razorpay-Signature", hmacHex(WEBHOOK_SECRET, body));
    return (eventId ? req.set("X-Razorpay-Event-Id", eventId) : req).send(body);
  };
  beforeAll(async () => {
    gateway = await startStandIn(razorpayOrders(KEY_ID, KEY_SECRET));
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: gateway.url,
    });
    customer = await signedInAgent(t);
    loanId = (await customer.agent.post("/api/loan-applications").send(validLoan())).body.id;
    await acknowledgeKfs(customer.agent, loanId);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it("creates a real order for the server-computed amount in paise", async () => {
    const res = await customer.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 12_500,
      demo_mode: false,
      razorpay: { key: KEY_ID, amount: 1_250_000, order_id: expect.stringMatching(/^order_test/) },
    });
    const sent = JSON.parse(gateway.received.at(-1)!.body);
    expect(sent).toMatchObject({ amount: 1_250_000, currency: "INR" });
  });

  it("accepts only the true HMAC of order_id|payment_id; replay writes no second transaction", async () => {
    const created = (await customer.agent.post(`/api/payments/loan-processing-fee/${loanId}`).send({})).body;
    const orderId = created.razorpay.order_id;
    const good = hmacHex(KEY_SECRET, `${orderId}|pay_real_1`);
    for (const forged of [
      "demo",
      hmacHex("wrong-secret", `${orderId}|pay_real_1`),
      hmacHex(KEY_SECRET, `${orderId}|pay_other`),
      good.slice(0, -1),
    ]) {
      const res = await customer.agent
        .post("/api/payments/verify")
        .send({ razorpay_payment_id: "pay_real_1", razorpay_order_id: orderId, razorpay_signature: forged });
      expect(res.status).toBe(400);
    }
    const body = { razorpay_payment_id: "pay_real_1", razorpay_order_id: orderId, razorpay_signature: good };
    expect((await customer.agent.post("/api/payments/verify").send(body)).body.status).toBe("captured");
    await customer.agent.post("/api/payments/verify").send(body).expect(200);
    expect(await countTransactions(t, created.paymentId)).toBe(1);
  });

  it("turns gateway failures into clear 502 messages", async () => {
    const badKey = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: "not-the-secret", RAZORPAY_API_URL: gateway.url });
    const down = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: "http://127.0.0.1:9" });
    try {
      for (const [app, message, code] of [
        [badKey, /Authentication failed/, "PAYMENT_GATEWAY_AUTH_FAILED"],
        [down, /Payment gateway temporarily unavailable/, "PAYMENT_GATEWAY_UNAVAILABLE"],
      ] as const) {
        const c = await signedInAgent(app);
        const id = (await c.agent.post("/api/loan-applications").send(validLoan())).body.id;
        await acknowledgeKfs(c.agent, id);
        const res = await c.agent.post(`/api/payments/loan-processing-fee/${id}`).send({});
        expect(res.status).toBe(502);
        expect(res.body.message).toMatch(message);
        expect(res.body.code).toBe(code);
        expect(await queryRows(app.db, sql`select id from payments`)).toEqual([]);
      }
    } finally {
      await badKey.close();
      await down.close();
    }
  }, 120_000); // two extra apps, each migrating its own database

  it("webhook: checks the raw-body signature, captures once, and ignores replayed events", async () => {
    const freshLoan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body.id;
    await acknowledgeKfs(customer.agent, freshLoan);
    const created = (await customer.agent.post(`/api/payments/loan-processing-fee/${freshLoan}`).send({})).body;
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_hook_1", order_id: created.razorpay.order_id, amount: 1_250_000, status: "captured" } } },
    });
    const post = (sig: string, eventId = "evt_1", body = event) =>
      request(t.app)
        .post("/api/payments/webhook")
        .set("Content-Type", "application/json")
        .set("X-Razorpay-Signature", sig)
        .set("X-Razorpay-Event-Id", eventId)
        .send(body);
    expect((await post(hmacHex("wrong", event))).status).toBe(400);
    const ok = await post(hmacHex(WEBHOOK_SECRET, event));
    expect(ok.body).toEqual({ status: "ok" });
    expect((await post(hmacHex(WEBHOOK_SECRET, event))).body).toEqual({ status: "duplicate" });
    expect((await post(hmacHex(WEBHOOK_SECRET, event), "evt_2")).body).toEqual({ status: "ok" });
    const tampered = event.replace("1250000", "100");
    expect((await post(hmacHex(WEBHOOK_SECRET, tampered), "evt_3", tampered)).body).toEqual({ status: "ok" });
    expect(await queryRows(t.db, sql`select id from audit_logs where action_type = 'payment_amount_mismatch'`)).toHaveLength(1);
    expect(await countTransactions(t, created.paymentId)).toBe(1);
    const [p] = await queryRows<{ status: string; payment_id: string }>(
      t.db,
      sql`select status, payment_id from payments where id = ${created.paymentId}`,
    );
    expect(p).toEqual({ status: "captured", payment_id: "pay_hook_1" });
    // A later verify of the same payment is a no-op.
    const verify = await customer.agent.post("/api/payments/verify").send({
      razorpay_payment_id: "pay_hook_1",
      razorpay_order_id: created.razorpay.order_id,
      razorpay_signature: hmacHex(KEY_SECRET, `${created.razorpay.order_id}|pay_hook_1`),
    });
    expect(verify.body.status).toBe("captured");
    expect(await countTransactions(t, created.paymentId)).toBe(1);
  });

  it("webhook: a signed body that is not an event (empty, not an object, fields of the wrong type) is refused with 400 and changes nothing", async () => {
    const before = await queryRows(t.db, sql`select count(*)::int as n from webhook_events`);
    const bodies = [
      "",
      "[]",
      "[1,2]",
      '"text"',
      '{"event":{"nested":true}}',
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":5,"order_id":["x"],"amount":"12"}}}}',
      '{"event":"a\\u0000b"}',
    ];
    for (const body of bodies) {
      const res = await signedWebhook(body);
      expect(res.status, body).toBe(400);
    }
    expect(await queryRows(t.db, sql`select count(*)::int as n from webhook_events`)).toEqual(before);
  });

  it("webhook: a signed JSON object that is not a Razorpay event, or lacks what its event needs, is refused with 400 and changes nothing", async () => {
    const freshLoan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body.id;
    await acknowledgeKfs(customer.agent, freshLoan);
    const orderId = (await customer.agent.post(`/api/payments/loan-processing-fee/${freshLoan}`).send({})).body.razorpay.order_id;
    const payment = { id: "pay_shape_1", order_id: orderId, amount: 1_250_000 };
    const before = await queryRows(t.db, sql`select count(*)::int as n from webhook_events`);
    const bodies = [
      {},
      { hello: "world" },
      { payload: { payment: { entity: payment } } },
      { event: "payment.captured" },
      { event: "", payload: {} },
      { event: "Payment Captured", payload: {} },
      { event: "payment.captured", payload: [] },
      { event: "payment.captured", payload: {} },
      { event: "payment.captured", payload: { payment: {} } },
      { event: "payment.captured", payload: { payment: { entity: { id: payment.id, amount: payment.amount } } } },
      { event: "payment.captured", payload: { payment: { entity: { order_id: orderId, amount: payment.amount } } } },
      { event: "payment.captured", payload: { payment: { entity: { id: payment.id, order_id: orderId } } } },
      { event: "payment.captured", payload: { payment: { entity: { ...payment, amount: 12_500.5 } } } },
      { event: "order.paid", payload: { payment: { entity: payment } } },
    ].map((b) => JSON.stringify(b));
    for (const body of bodies) {
      const res = await signedWebhook(body);
      expect(res.status, body).toBe(400);
      expect(res.body, body).toEqual({ message: "Webhook body is not a Razorpay event", code: "BAD_REQUEST" });
    }
    expect(await queryRows(t.db, sql`select count(*)::int as n from webhook_events`)).toEqual(before);
    const [open] = await queryRows<{ status: string }>(t.db, sql`select status from payments where order_id = ${orderId}`);
    expect(open.status).not.toBe("captured");
  });

  it("webhook: acknowledges a well-formed event it does not handle, and captures on a whole order.paid event as Razorpay sends it", async () => {
    const freshLoan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body.id;
    await acknowledgeKfs(customer.agent, freshLoan);
    const created = (await customer.agent.post(`/api/payments/loan-processing-fee/${freshLoan}`).send({})).body;
    const orderId = created.razorpay.order_id;
    const send = (event: object, eventId: string) => signedWebhook(JSON.stringify(event), eventId);
    const envelope = { entity: "event", account_id: "acc_standin", created_at: 1_767_225_600 };
    const failed = {
      ...envelope,
      event: "payment.failed",
      contains: ["payment"],
      payload: { payment: { entity: { id: "pay_failed_1", entity: "payment", order_id: null, amount: 1_250_000, status: "failed" } } },
    };
    expect((await send(failed, "evt_shape_failed")).body).toEqual({ status: "ok" });
    const refund = {
      ...envelope,
      event: "refund.processed",
      contains: ["refund"],
      payload: { refund: { entity: { id: "rfnd_1", entity: "refund", amount: 100 } } },
    };
    expect((await send(refund, "evt_shape_refund")).body).toEqual({ status: "ok" });
    expect(await countTransactions(t, created.paymentId)).toBe(0);

    const paid = {
      ...envelope,
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: {
          entity: {
            id: "pay_order_paid_1",
            entity: "payment",
            amount: 1_250_000,
            currency: "INR",
            status: "captured",
            order_id: orderId,
            method: "upi",
          },
        },
        order: { entity: { id: orderId, entity: "order", amount: 1_250_000, amount_paid: 1_250_000, currency: "INR", status: "paid" } },
      },
    };
    expect((await send(paid, "evt_shape_paid")).body).toEqual({ status: "ok" });
    expect(await countTransactions(t, created.paymentId)).toBe(1);
  });
});

describe("webhook without a configured secret", () => {
  it("answers 503", async () => {
    const t = await createTestApp();
    try {
      const res = await request(t.app)
        .post("/api/payments/webhook")
        .set("Content-Type", "application/json")
        .set("X-Razorpay-Signature", "x")
        .send({});
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: "Payment webhooks are not configured", code: "SERVICE_UNAVAILABLE" });
    } finally {
      await t.close();
    }
  });
});
