import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgeKfs, createTestApp, investorAgent, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { validBooking, validLoan, validSip } from "../../../tests/setup/factories";

type Agent = Awaited<ReturnType<typeof signedInAgent>>["agent"];

/** Pays an item in the demo mode (no Razorpay keys): order, then the demo signature. */
async function pay(agent: Agent, type: string, id: number) {
  if (type === "loan-processing-fee") await acknowledgeKfs(agent, id);
  const order = (await agent.post(`/api/payments/${type}/${id}`).send({})).body;
  await agent
    .post("/api/payments/verify")
    .send({ razorpay_payment_id: `pay_demo_${type}_${id}`, razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
    .expect(200);
}

describe("GET /api/transactions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names what each transaction paid for (loan type, SIP plan, consultation topic), so a page can word it in its language; the English description stays", async () => {
    const { agent } = await investorAgent(t);
    const loan = (await agent.post("/api/loan-applications").send(validLoan({ loanType: "LAP", propertyValue: 6_000_000 }))).body;
    const sip = (await agent.post("/api/sip-investments").send(validSip({ planName: "Tax-Saver ELSS Plan", monthlyAmount: 2_000 }))).body;
    const booking = (await agent.post("/api/consultations").send(validBooking({ topic: "Tax Planning" }))).body;
    await pay(agent, "loan-processing-fee", loan.id);
    await pay(agent, "sip-investment", sip.id);
    await pay(agent, "consultation", booking.id);

    const res = await agent.get("/api/transactions");
    expect(res.status).toBe(200);
    const byType = Object.fromEntries(res.body.map((tx: { transactionType: string }) => [tx.transactionType, tx]));
    expect(byType.processing_fee).toMatchObject({
      relatedId: loan.id,
      loanType: "LAP",
      planName: null,
      topic: null,
      description: `Processing fee, Loan Against Property application #${loan.id}`,
    });
    expect(byType.sip_contribution).toMatchObject({
      relatedId: sip.id,
      loanType: null,
      planName: "Tax-Saver ELSS Plan",
      topic: null,
      description: `First contribution, Tax-Saver ELSS Plan (SIP #${sip.id})`,
    });
    expect(byType.consultation_fee).toMatchObject({
      relatedId: booking.id,
      loanType: null,
      planName: null,
      topic: "Tax Planning",
      description: `Consultation booking #${booking.id}: Tax Planning`,
    });
    expect(res.body).toHaveLength(3);
  });

  it("lists only the customer's own transactions, and names nothing of another customer's items", async () => {
    const owner = await signedInAgent(t);
    const other = await signedInAgent(t);
    const loan = (await owner.agent.post("/api/loan-applications").send(validLoan())).body;
    await pay(owner.agent, "loan-processing-fee", loan.id);
    expect((await other.agent.get("/api/transactions")).body).toEqual([]);
    expect((await owner.agent.get("/api/transactions")).body).toEqual([
      expect.objectContaining({ transactionType: "processing_fee", relatedId: loan.id, loanType: "HomeLoan" }),
    ]);
    expect((await request(t.app).get("/api/transactions")).status).toBe(401);
  });
});
