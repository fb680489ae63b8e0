import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rupeesToPaise } from "../../../shared/finance/money";
import { addDays, sipInvestments } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { validSip } from "../../../tests/setup/factories";
import { createTestApp, investorAgent, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { freezeClock } from "../../../tests/setup/clock";

// Today in India by the app's clock, which the start-date rules and the next contribution read: a Wednesday, midday IST.
const TODAY = "2026-06-17";
freezeClock("2026-06-17T06:30:00Z");

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await investorAgent(t);
});
afterAll(async () => {
  await t.close();
});

const audits = (action: string, id: number) =>
  queryRows<{ user_id: number; old_value: unknown; new_value: unknown }>(
    t.db,
    sql`select user_id, old_value, new_value from audit_logs where action_type = ${action} and entity_id = ${String(id)} order by id`,
  );

describe("POST /api/sip-investments", () => {
  it("starts a SIP for the session user, keeping only the account number's last 4 digits", async () => {
    const other = await investorAgent(t);
    const res = await customer.agent
      .post("/api/sip-investments")
      .send(validSip({ userId: other.user.id, bankAccountNumber: "3001 2345 6789" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      userId: customer.user.id,
      planName: "Equity Growth Plan",
      monthlyAmount: 5_000,
      durationMonths: 60,
      expectedReturns: 12,
      status: "active",
      autoDebit: true,
      bankName: "State Bank of India",
      bankAccountNumber: "XXXX6789",
      riskLevel: "High",
      expectedValue: 412_432, // the calculator's compound formula at the plan's 12%: an illustration
      contributionsPaid: 0,
      investedSoFar: 0,
      currentValue: 0,
      progressPercent: 0,
      nextContributionDate: addDays(TODAY, 7),
    });
    const [stored] = await queryRows<{ bank_account_number: string }>(
      t.db,
      sql`select bank_account_number from sip_investments where id = ${res.body.id}`,
    );
    expect(stored.bank_account_number).toBe("XXXX6789");
    expect(JSON.stringify(await queryRows(t.db, sql`select * from audit_logs where entity_type = 'sip_investment'`))).not.toContain(
      "300123456789",
    );
    const [audit] = await audits("create_sip_investment", res.body.id);
    expect(audit).toMatchObject({
      user_id: customer.user.id,
      new_value: { planName: "Equity Growth Plan", monthlyAmountPaise: 500_000, status: "active" },
    });
  });

  it("reads a browser's ISO timestamp as the IST calendar day, and takes today", async () => {
    // An IST browser picking a day sends the previous day's 18:30 UTC.
    const day = addDays(TODAY, 3);
    const picked = new Date(Date.parse(`${day}T00:00:00+05:30`)).toISOString();
    const res = await customer.agent.post("/api/sip-investments").send(validSip({ startDate: picked }));
    expect(res.status).toBe(201);
    expect(res.body.startDate).toBe(day);
    const today = await customer.agent
      .post("/api/sip-investments")
      .send(validSip({ startDate: TODAY, monthlyAmount: "2500", planName: "Balanced Hybrid Plan" }));
    expect(today.status).toBe(201);
    expect(today.body).toMatchObject({ startDate: TODAY, monthlyAmount: 2_500, nextContributionDate: TODAY });
  });

  it("fills the plan's return when a client leaves it out, and needs no bank details", async () => {
    const res = await customer.agent.post("/api/sip-investments").send(
      validSip({
        planName: "Debt Stability Plan",
        expectedReturns: undefined,
        autoDebit: undefined,
        bankName: undefined,
        bankAccountNumber: undefined,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ expectedReturns: 8, autoDebit: true, bankName: null, bankAccountNumber: null, riskLevel: "Low" });
  });

  it("needs a signed-in user", async () => {
    expect((await request(t.app).post("/api/sip-investments").send(validSip())).status).toBe(401);
    expect((await request(t.app).get("/api/sip-investments")).status).toBe(401);
  });

  it.each([
    [{ planName: "" }, "planName", "Please select a SIP plan"],
    [{ planName: "Crypto Moonshot Plan" }, "planName", "Please select a SIP plan"],
    [{ monthlyAmount: 499 }, "monthlyAmount", "Monthly amount must be at least ₹500"],
    [{ monthlyAmount: 100_001 }, "monthlyAmount", "Monthly amount cannot exceed ₹1,00,000"],
    [{ monthlyAmount: "lots" }, "monthlyAmount", "Monthly amount must be at least ₹500"],
    [{ monthlyAmount: 750 }, "monthlyAmount", "Minimum ₹1,000 per month for the Equity Growth Plan"],
    [{ monthlyAmount: 1500.5 }, "monthlyAmount", "Monthly amount must be in whole rupees"],
    [{ startDate: undefined }, "startDate", "Please select a start date"],
    [{ startDate: "2026-02-30" }, "startDate", "Please select a start date"],
    [{ startDate: "next week" }, "startDate", "Please select a start date"],
    [{ startDate: addDays(TODAY, -1) }, "startDate", "Start date cannot be in the past"],
    [{ startDate: addDays(TODAY, 366) }, "startDate", "Start date must be within a year from today"],
    [{ durationMonths: 11 }, "durationMonths", "Duration must be at least 12 months"],
    [{ durationMonths: 361 }, "durationMonths", "Duration cannot exceed 360 months"],
    [{ durationMonths: 24.5 }, "durationMonths", "Duration must be a whole number of months"],
    [{ expectedReturns: 5.9 }, "expectedReturns", "Expected returns must be at least 6%"],
    [{ expectedReturns: 18.1 }, "expectedReturns", "Expected returns cannot exceed 18%"],
    [{ bankAccountNumber: "12345678" }, "bankAccountNumber", "Bank account number must be 9 to 18 digits"],
    [{ bankAccountNumber: "1234567890123456789" }, "bankAccountNumber", "Bank account number must be 9 to 18 digits"],
    [{ bankAccountNumber: "30012345ABC" }, "bankAccountNumber", "Bank account number must be 9 to 18 digits"],
    [{ bankName: "" }, "bankName", "Please enter your bank's name"],
    [{ bankName: "B" }, "bankName", "Please enter your bank's name"],
    [{ bankAccountNumber: "" }, "bankAccountNumber", "Bank account number must be 9 to 18 digits"],
    [{ autoDebit: "yes" }, "autoDebit", "Auto-debit must be on or off"],
  ])("refuses %j with the spec's message", async (override, path, message) => {
    const before = await t.db.$count(sipInvestments);
    const res = await customer.agent.post("/api/sip-investments").send(validSip(override));
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await t.db.$count(sipInvestments)).toBe(before);
  });
});

describe("the running-SIP limit", () => {
  it("allows 20 active or paused SIPs at a time, and another once one is cancelled", async () => {
    const busy = await investorAgent(t);
    await t.db.insert(sipInvestments).values(
      Array.from({ length: 20 }, () => ({
        userId: busy.user.id,
        planName: "Balanced Hybrid Plan",
        monthlyAmountPaise: rupeesToPaise(500),
        startDate: TODAY,
        durationMonths: 12,
      })),
    );
    const over = await busy.agent.post("/api/sip-investments").send(validSip());
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You can run at most 20 SIPs at a time. Cancel one you no longer need first.");
    const [first] = (await busy.agent.get("/api/sip-investments")).body;
    await busy.agent.patch(`/api/sip-investments/${first.id}`).send({ status: "cancelled" }).expect(200);
    expect((await busy.agent.post("/api/sip-investments").send(validSip())).status).toBe(201);
  });
});

describe("GET /api/sip-investments", () => {
  it("lists only the caller's own SIPs, newest first", async () => {
    const other = await investorAgent(t);
    await other.agent
      .post("/api/sip-investments")
      .send(validSip({ planName: "Tax-Saver ELSS Plan" }))
      .expect(201);
    const mine = (await customer.agent.get("/api/sip-investments")).body as { userId: number; id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.userId === customer.user.id)).toBe(true);
    expect(mine.map((s) => s.id)).toEqual([...mine.map((s) => s.id)].sort((a, b) => b - a));
    const theirs = (await other.agent.get("/api/sip-investments")).body;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ planName: "Tax-Saver ELSS Plan", riskLevel: "Medium-High" });
  });
});

describe("PATCH /api/sip-investments/{id}", () => {
  it("pauses, resumes and cancels, audit-logging each change; cancelled is final", async () => {
    const { id } = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    const pause = await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "paused" });
    expect(pause.status).toBe(200);
    expect(pause.body).toMatchObject({ id, status: "paused", nextContributionDate: null });
    expect((await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "paused" })).body).toEqual({
      message: "This SIP is already paused",
      code: "ALREADY_IN_STATUS",
    });
    const resume = await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "active" });
    expect(resume.body).toMatchObject({ status: "active", nextContributionDate: expect.any(String) });
    expect((await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "cancelled" })).body.status).toBe("cancelled");
    const again = await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "active" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: "This SIP was cancelled and cannot be changed. Start a new SIP instead.",
      code: "INVALID_TRANSITION",
    });

    expect(await audits("pause_sip_investment", id)).toEqual([
      { user_id: customer.user.id, old_value: { status: "active" }, new_value: { status: "paused", pausedUntil: expect.any(String) } },
    ]);
    expect(await audits("resume_sip_investment", id)).toEqual([
      { user_id: customer.user.id, old_value: { status: "paused" }, new_value: { status: "active" } },
    ]);
    expect(await audits("cancel_sip_investment", id)).toEqual([
      { user_id: customer.user.id, old_value: { status: "active" }, new_value: { status: "cancelled" } },
    ]);
  });

  it("a completed SIP cannot be changed", async () => {
    const { id } = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    await t.db
      .update(sipInvestments)
      .set({ status: "completed" })
      .where(sql`id = ${id}`);
    const res = await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "paused" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This SIP has completed and cannot be changed.");
  });

  it("answers 404 for another customer's SIP and changes nothing", async () => {
    const other = await investorAgent(t);
    const { id } = (await other.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    const res = await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "cancelled" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("SIP investment not found");
    expect((await other.agent.get("/api/sip-investments")).body[0].status).toBe("active");
  });

  it.each([[{ status: "completed" }], [{ status: "pending" }], [{}]])("refuses %j", async (body) => {
    const { id } = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    const res = await customer.agent.patch(`/api/sip-investments/${id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Status must be paused, active or cancelled");
  });
});

describe("first contribution", () => {
  it("charges exactly the monthly amount, and the paid contribution shows in the SIP's progress", async () => {
    const { id } = (
      await customer.agent
        .post("/api/sip-investments")
        .send(validSip({ monthlyAmount: 7_500, startDate: TODAY }))
        .expect(201)
    ).body;
    const order = await customer.agent.post(`/api/payments/sip-investment/${id}`);
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ amount: 7_500, paymentFor: "sip-investment", razorpay: { amount: 750_000, currency: "INR" } });
    await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_sip_first", razorpay_order_id: order.body.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
    const sip = (await customer.agent.get("/api/sip-investments")).body.find((s: { id: number }) => s.id === id);
    expect(sip).toMatchObject({
      contributionsPaid: 1,
      investedSoFar: 7_500,
      progressPercent: 1.7,
      nextContributionDate: expect.any(String),
    });
    expect(sip.nextContributionDate).toBe("2026-07-17");
    // The units it bought, at the same day's NAV: what was paid, less the part of a unit not allotted.
    expect(sip.currentValue).toBeCloseTo(7_500, 0);
    expect(sip.currentValue).toBeLessThanOrEqual(7_500);
    const txns = (await customer.agent.get("/api/transactions")).body.filter((x: { relatedId: number }) => x.relatedId === id);
    expect(txns).toEqual([expect.objectContaining({ transactionType: "sip_contribution", amount: 7_500 })]);
  });

  it("a payment started before a pause or cancellation cannot be completed after it", async () => {
    for (const status of ["paused", "cancelled"]) {
      const { id } = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
      const order = (await customer.agent.post(`/api/payments/sip-investment/${id}`).expect(201)).body;
      await customer.agent.patch(`/api/sip-investments/${id}`).send({ status }).expect(200);
      const verify = await customer.agent
        .post("/api/payments/verify")
        .send({ razorpay_payment_id: `pay_after_${status}`, razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" });
      expect(verify.status).toBe(409);
      expect(verify.body.message).toBe("This payment has expired. Please start the payment again.");
      const sip = (await customer.agent.get("/api/sip-investments")).body.find((s: { id: number }) => s.id === id);
      expect(sip).toMatchObject({ status, contributionsPaid: 0 });
      expect(
        (await queryRows(t.db, sql`select id from transactions where related_id = ${id} and transaction_type = 'sip_contribution'`)).length,
      ).toBe(0);
    }
  });

  it("keeps no bank details when auto-debit is off, and ignores a status or id in the body", async () => {
    const res = await customer.agent.post("/api/sip-investments").send(validSip({ autoDebit: false, status: "completed", id: 999_999 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ autoDebit: false, bankName: null, bankAccountNumber: null, status: "active" });
    expect(res.body.id).not.toBe(999_999);
  });

  it("is refused for a paused or cancelled SIP, and for another customer's", async () => {
    const { id } = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "paused" }).expect(200);
    const paused = await customer.agent.post(`/api/payments/sip-investment/${id}`);
    expect(paused.status).toBe(409);
    expect(paused.body.message).toBe("This SIP is paused. Resume it to pay a contribution.");
    await customer.agent.patch(`/api/sip-investments/${id}`).send({ status: "cancelled" }).expect(200);
    expect((await customer.agent.post(`/api/payments/sip-investment/${id}`)).body.message).toBe(
      "This SIP is cancelled, so no contribution is due",
    );
    const other = await investorAgent(t);
    expect((await other.agent.post(`/api/payments/sip-investment/${id}`)).status).toBe(404);
  });
});
