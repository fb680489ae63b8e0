import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAV_MODELS } from "../../../shared/catalog/sip-plans";
import { milliUnitsBought, modelNav, nav4Of } from "../../../shared/finance/nav";
import { queryRows } from "../../db/client";
import { runDueWork, type JobDeps } from "../../jobs/run-due";
import { createRecurringGateway, demoRecurring, type RecurringGateway } from "../payments";
import { freezeClock } from "../../../tests/setup/clock";
import { validLoan, validSip } from "../../../tests/setup/factories";
import { createTestApp, investorAgent, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

// A SIP that runs itself: the job runner moved through the months with --as-of days
// (docs/decisions/sip-mandates-and-jobs.md). Started on Monday 7 December 2026, its instalment 2 falls
// on Thursday 7 January 2027, 3 on Monday 8 February, 4 on Monday 8 March (7 March is a Sunday).
const clock = freezeClock("2026-12-01T04:30:00Z");

let t: TestApp;
let deps: JobDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { gateway: createRecurringGateway(t.config.razorpay), demoGateway: demoRecurring() };
});
afterAll(() => t?.close());

type Agent = Awaited<ReturnType<typeof investorAgent>>;

/** A SIP with its first contribution paid and autopay (demo) in force. */
async function runningSip(customer?: Agent, overrides: Record<string, unknown> = {}) {
  const c = customer ?? (await investorAgent(t));
  const sip = (
    await c.agent
      .post("/api/sip-investments")
      .send(validSip({ startDate: "2026-12-07", durationMonths: 12, ...overrides }))
      .expect(201)
  ).body;
  const order = (await c.agent.post(`/api/payments/sip-investment/${sip.id}`).send({}).expect(201)).body;
  await c.agent
    .post("/api/payments/verify")
    .send({ razorpay_payment_id: `pay_first_${sip.id}`, razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
    .expect(200);
  const mandate = await c.agent.post(`/api/sip-investments/${sip.id}/mandate`).send({ kind: "upi" });
  expect(mandate.status).toBe(201);
  return { ...c, sipId: sip.id as number };
}

const instalments = (sipId: number) =>
  queryRows<{
    seq: number;
    status: string;
    debit_on: string;
    milli_units: number | null;
    nav4: number | null;
    failure_reason: string | null;
  }>(
    t.db,
    sql`select seq, status, debit_on::text, milli_units::int, nav4::int, failure_reason from sip_instalments where sip_id = ${sipId} order by seq`,
  );
const kinds = async (userId: number) =>
  (
    await queryRows<{ kind: string }>(t.db, sql`select kind from notifications where user_id = ${userId} and kind like 'sip_%' order by id`)
  ).map((r) => r.kind);
const equityNav = (date: string) =>
  modelNav({ ...NAV_MODELS["equity-growth"], seed: "equity-growth", startNav: nav4Of(NAV_MODELS["equity-growth"].startNav) }, date);

describe("investing needs KYC", () => {
  it("refuses a SIP without a verified PAN and Aadhaar or address proof, saying what is missing, and keeps nothing", async () => {
    const c = await signedInAgent(t);
    const res = await c.agent.post("/api/sip-investments").send(validSip());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "KYC_REQUIRED",
      message:
        "Mutual fund rules need your KYC verified before you invest. Upload your PAN card and wait for it to be verified. Upload your Aadhaar card or an address proof and wait for it to be verified.",
    });
    expect((await c.agent.get("/api/sip-investments").expect(200)).body).toEqual([]);
  });
});

describe("the mandate", () => {
  it("comes after the first contribution, one per SIP", async () => {
    const c = await investorAgent(t);
    const sip = (await c.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    const early = await c.agent.post(`/api/sip-investments/${sip.id}/mandate`).send({ kind: "upi" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Pay the first contribution first: autopay takes the instalments after it");
    const { sipId, agent } = await runningSip();
    const second = await agent.post(`/api/sip-investments/${sipId}/mandate`).send({ kind: "enach" });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("MANDATE_EXISTS");
    const [view] = (await agent.get("/api/sip-investments").expect(200)).body;
    // UPI AutoPay up to twice the ₹5,000 a month.
    expect(view.mandate).toEqual({ kind: "upi", status: "active", maxAmount: 10_000 });
    expect((await agent.post(`/api/sip-investments/${sipId}/mandate`).send({ kind: "cheque" })).status).toBe(400);
  });
});

describe("npm run jobs:run, day by day", () => {
  it("makes each instalment, sends its notice at least a day before, then debits it once and buys units at that day's NAV", async () => {
    const { sipId, agent, user } = await runningSip();
    // The first contribution bought units at the NAV of the day it was paid.
    expect(await instalments(sipId)).toEqual([
      expect.objectContaining({ seq: 1, status: "paid", milli_units: milliUnitsBought(500_000 as never, equityNav("2026-12-01")) }),
    ]);

    // (Each run does every customer's due work; this SIP's instalments say what happened to it.)
    await runDueWork(t.db, deps, "2027-01-04");
    expect(await instalments(sipId)).toHaveLength(1);
    await runDueWork(t.db, deps, "2027-01-05");
    expect((await instalments(sipId))[1]).toMatchObject({ seq: 2, status: "notified", debit_on: "2027-01-07" });
    expect(await kinds(user.id)).toEqual(["sip_started", "sip_mandate_active", "sip_debit_notice"]);
    await runDueWork(t.db, deps, "2027-01-06");
    expect((await instalments(sipId))[1]).toMatchObject({ status: "notified" });
    await runDueWork(t.db, deps, "2027-01-07");
    // Run again for the same day, and for a later one: nothing is debited twice.
    await runDueWork(t.db, deps, "2027-01-07");
    await runDueWork(t.db, deps, "2027-01-20");
    expect(await instalments(sipId)).toHaveLength(2);

    const second = (await instalments(sipId))[1];
    expect(second).toMatchObject({
      status: "paid",
      nav4: equityNav("2027-01-07"),
      milli_units: milliUnitsBought(500_000 as never, equityNav("2027-01-07")),
    });
    expect(await kinds(user.id)).toEqual(["sip_started", "sip_mandate_active", "sip_debit_notice", "sip_debited"]);
    const debits = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payments p join sip_instalments i on p.related_id = i.id
          where p.payment_for = 'sip-instalment' and i.sip_id = ${sipId} and p.status = 'captured'`,
    );
    expect(debits).toEqual([{ n: 1 }]);
    const tx = (await agent.get("/api/transactions").expect(200)).body as { transactionType: string; amount: number }[];
    expect(tx.filter((r) => r.transactionType === "sip_contribution")).toHaveLength(2);

    // The holding: two instalments' units at the latest NAV, with XIRR.
    clock.set("2027-01-20T04:30:00Z");
    try {
      const holding = (await agent.get(`/api/sip-investments/${sipId}/holding`).expect(200)).body;
      const units =
        (milliUnitsBought(500_000 as never, equityNav("2026-12-01")) + milliUnitsBought(500_000 as never, equityNav("2027-01-07"))) / 1000;
      expect(holding).toMatchObject({ invested: 10_000, units, navDate: "2027-01-20", navSource: "model" });
      expect(holding.currentValue).toBeCloseTo((units * equityNav("2027-01-20")) / 10_000, 1);
      expect(typeof holding.xirr).toBe("number");
      expect(holding.chart.map((p: { date: string }) => p.date)).toEqual(["2026-12-31", "2027-01-20"]);
      const [list] = (await agent.get("/api/sip-investments").expect(200)).body;
      expect(list).toMatchObject({ contributionsPaid: 2, investedSoFar: 10_000 });
      const all = (await agent.get("/api/sip-investments/holdings").expect(200)).body;
      expect(all).toMatchObject({ invested: 10_000, currentValue: holding.currentValue, sips: [expect.objectContaining({ sipId })] });
      // Another customer's holding is not found.
      const stranger = await signedInAgent(t);
      expect((await stranger.agent.get(`/api/sip-investments/${sipId}/holding`)).status).toBe(404);
    } finally {
      clock.set("2026-12-01T04:30:00Z");
    }
  });

  it("debits each instalment once when two runs race for it", async () => {
    const { sipId } = await runningSip();
    await runDueWork(t.db, deps, "2027-01-05");
    const calls: string[] = [];
    const counting: RecurringGateway = {
      ...demoRecurring(),
      charge: async (input) => {
        calls.push(input.orderId);
        await new Promise((r) => setTimeout(r, 20));
        return demoRecurring().charge(input);
      },
    };
    const racing = { ...deps, demoGateway: counting };
    const [a, b] = await Promise.all([runDueWork(t.db, racing, "2027-01-07"), runDueWork(t.db, racing, "2027-01-07")]);
    const mine = (await instalments(sipId)).filter((i) => i.seq === 2);
    expect(mine).toEqual([expect.objectContaining({ status: "paid" })]);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls.filter((orderId) => orderId.endsWith(`sip-${sipId}-2`))).toHaveLength(1);
    expect(a.sip.paid + b.sip.paid).toBeGreaterThanOrEqual(1);
  });

  it("counts a failed debit as missed: a notice, then a warning, and the third in a row cancels the SIP", async () => {
    const { sipId, user, agent } = await runningSip();
    const declining: JobDeps = {
      ...deps,
      demoGateway: {
        ...demoRecurring(),
        charge: async () => ({ state: "failed", paymentId: "pay_declined", reason: "Insufficient balance" }),
      },
    };
    for (const day of ["2027-01-05", "2027-01-07", "2027-02-05", "2027-02-08", "2027-03-05", "2027-03-08"])
      await runDueWork(t.db, declining, day);
    expect((await instalments(sipId)).map((i) => [i.seq, i.status])).toEqual([
      [1, "paid"],
      [2, "missed"],
      [3, "missed"],
      [4, "missed"],
    ]);
    expect(await kinds(user.id)).toEqual([
      "sip_started",
      "sip_mandate_active",
      "sip_debit_notice",
      "sip_debit_missed",
      "sip_debit_notice",
      "sip_debit_missed",
      "sip_debit_notice",
      "sip_cancelled",
    ]);
    const [view] = (await agent.get("/api/sip-investments").expect(200)).body;
    expect(view).toMatchObject({ status: "cancelled", cancelReason: "missed-debits", missedInRow: 3, mandate: { status: "revoked" } });
    // Nothing more is made or debited for it.
    await runDueWork(t.db, deps, "2027-04-07");
    expect(await instalments(sipId)).toHaveLength(4);
  });

  it("skips an instalment on request, at most two in a row", async () => {
    const { sipId, agent } = await runningSip();
    await runDueWork(t.db, deps, "2027-01-05");
    expect((await agent.post(`/api/sip-investments/${sipId}/skip`)).status).toBe(200);
    expect((await agent.post(`/api/sip-investments/${sipId}/skip`)).status).toBe(200);
    const third = await agent.post(`/api/sip-investments/${sipId}/skip`);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("You can skip at most 2 instalments in a row. This one will be debited.");
    for (const day of ["2027-01-07", "2027-02-08", "2027-03-05", "2027-03-08"]) await runDueWork(t.db, deps, day);
    expect((await instalments(sipId)).map((i) => [i.seq, i.status, i.failure_reason])).toEqual([
      [1, "paid", null],
      [2, "skipped", "customer"],
      [3, "skipped", "customer"],
      [4, "paid", null],
    ]);
  });

  it("skips at most as many in a row as the superadmin allows", async () => {
    const superadmin = await signedInAgent(t, "superadmin");
    await superadmin.agent.patch("/api/admin/settings").send({ sipMaxSkipsInRow: 1 }).expect(200);
    try {
      const { sipId, agent } = await runningSip();
      expect((await agent.post(`/api/sip-investments/${sipId}/skip`)).status).toBe(200);
      const second = await agent.post(`/api/sip-investments/${sipId}/skip`);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe("You can skip at most 1 instalment in a row. This one will be debited.");
    } finally {
      await superadmin.agent.patch("/api/admin/settings").send({ sipMaxSkipsInRow: 2 }).expect(200);
    }
  });

  it("cancels two working days after it is asked: a debit due before then still goes through", async () => {
    const { sipId, agent, user } = await runningSip();
    await runDueWork(t.db, deps, "2027-01-05");
    // Asked on Tuesday 5 January: effective Thursday 7 January, so that day's debit is no longer taken.
    clock.set("2027-01-05T04:30:00Z");
    try {
      const asked = await agent.patch(`/api/sip-investments/${sipId}`).send({ status: "cancelled", reason: "switching-fund" });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ status: "active", cancelReason: "switching-fund", cancelEffectiveOn: "2027-01-07" });
      expect((await agent.patch(`/api/sip-investments/${sipId}`).send({ status: "cancelled" })).body.code).toBe("ALREADY_IN_STATUS");
    } finally {
      clock.set("2026-12-01T04:30:00Z");
    }
    await runDueWork(t.db, deps, "2027-01-06");
    expect((await agent.get("/api/sip-investments").expect(200)).body[0].status).toBe("active");
    await runDueWork(t.db, deps, "2027-01-07");
    expect((await instalments(sipId)).map((i) => [i.seq, i.status])).toEqual([
      [1, "paid"],
      [2, "cancelled"],
    ]);
    expect((await kinds(user.id)).at(-1)).toBe("sip_cancelled");
    const [view] = (await agent.get("/api/sip-investments").expect(200)).body;
    expect(view).toMatchObject({ status: "cancelled", mandate: { status: "revoked" } });
  });

  it("skips the instalments of a pause and debits again after it", async () => {
    const { sipId, agent } = await runningSip();
    // Paused on 1 December for two months: until 31 January.
    const paused = await agent.patch(`/api/sip-investments/${sipId}`).send({ status: "paused", months: 2 });
    expect(paused.body).toMatchObject({ status: "paused", pausedUntil: "2027-01-31" });
    expect((await agent.patch(`/api/sip-investments/${sipId}`).send({ status: "paused", months: 4 })).status).toBe(400);
    for (const day of ["2027-01-05", "2027-01-07", "2027-02-01", "2027-02-05", "2027-02-08"]) await runDueWork(t.db, deps, day);
    expect((await instalments(sipId)).map((i) => [i.seq, i.status])).toEqual([
      [1, "paid"],
      [2, "skipped"],
      [3, "paid"],
    ]);
    expect((await agent.get("/api/sip-investments").expect(200)).body[0]).toMatchObject({ status: "active", pausedUntil: null });
  });
});

describe("debits in flight and pauses that end", () => {
  it("does not skip an instalment due after a pause ends, though its notice comes while the SIP is still paused", async () => {
    clock.set("2026-12-06T04:30:00Z");
    try {
      const { sipId, agent } = await runningSip();
      // Paused on 6 December for a month: until 5 January; instalment 2 falls on Thursday 7 January.
      expect((await agent.patch(`/api/sip-investments/${sipId}`).send({ status: "paused", months: 1 })).body.pausedUntil).toBe(
        "2027-01-05",
      );
      await runDueWork(t.db, deps, "2027-01-05");
      expect((await instalments(sipId))[1]).toMatchObject({ seq: 2, status: "notified" });
      await runDueWork(t.db, deps, "2027-01-06");
      await runDueWork(t.db, deps, "2027-01-07");
      expect((await instalments(sipId))[1]).toMatchObject({ seq: 2, status: "paid" });
    } finally {
      clock.set("2026-12-01T04:30:00Z");
    }
  });

  it("records the units of a debit still in flight when the SIP's cancellation takes effect, and charges nothing more", async () => {
    const { sipId, agent } = await runningSip();
    let taken = false;
    const charges: string[] = [];
    const slowBank: JobDeps = {
      ...deps,
      demoGateway: {
        ...demoRecurring(),
        // e-NACH: the bank answers days later.
        charge: (input) => {
          charges.push(input.orderId);
          return Promise.resolve({ state: "pending", paymentId: `pay_${input.orderId}` });
        },
        debitOfOrder: (orderId) =>
          Promise.resolve(taken ? { state: "captured", paymentId: `pay_${orderId}` } : { state: "pending", paymentId: `pay_${orderId}` }),
      },
    };
    await runDueWork(t.db, slowBank, "2027-01-05");
    await runDueWork(t.db, slowBank, "2027-01-07");
    expect((await instalments(sipId))[1]).toMatchObject({ seq: 2, status: "notified" });
    clock.set("2027-01-07T04:30:00Z");
    try {
      await agent.patch(`/api/sip-investments/${sipId}`).send({ status: "cancelled", reason: "need-money" }).expect(200);
    } finally {
      clock.set("2026-12-01T04:30:00Z");
    }
    // Effective Monday 11 January; the bank confirms the debit that day.
    taken = true;
    await runDueWork(t.db, slowBank, "2027-01-11");
    expect((await instalments(sipId)).map((i) => [i.seq, i.status])).toEqual([
      [1, "paid"],
      [2, "paid"],
    ]);
    expect((await instalments(sipId))[1].milli_units).toBeGreaterThan(0);
    expect(charges).toHaveLength(1);
    expect((await agent.get("/api/sip-investments").expect(200)).body[0]).toMatchObject({ status: "cancelled", contributionsPaid: 2 });
  });
});

describe("a yearly step-up", () => {
  it("raises the instalments from the thirteenth, within the mandate's limit, and says when it is held there", async () => {
    const { sipId, agent } = await runningSip(undefined, { durationMonths: 36 });
    expect((await agent.put(`/api/sip-investments/${sipId}/step-up`).send({ percent: 10, amount: 500 })).status).toBe(400);
    expect((await agent.put(`/api/sip-investments/${sipId}/step-up`).send({ percent: 60 })).status).toBe(400);
    const stranger = await investorAgent(t);
    expect((await stranger.agent.put(`/api/sip-investments/${sipId}/step-up`).send({ percent: 10 })).status).toBe(404);
    // 50% a year on ₹5,000, autopay up to ₹10,000: ₹7,500 in the second year; ₹11,250 in the third would pass the limit.
    const set = await agent.put(`/api/sip-investments/${sipId}/step-up`).send({ percent: 50 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ stepUp: { percent: 50, amount: null }, stepUpCapped: false });
    await runDueWork(t.db, deps, "2028-12-06");
    const made = await queryRows<{ seq: number; amount: number }>(
      t.db,
      sql`select seq, amount_paise::int as amount from sip_instalments where sip_id = ${sipId} and seq in (12, 13, 24, 25) order by seq`,
    );
    expect(made).toEqual([
      { seq: 12, amount: 500_000 },
      { seq: 13, amount: 750_000 },
      { seq: 24, amount: 750_000 },
      { seq: 25, amount: 750_000 },
    ]);
    // The catch-up's debits (each at least a day after its notice), then the view: the third year's step is held back.
    await runDueWork(t.db, deps, "2028-12-07");
    const [view] = (await agent.get("/api/sip-investments").expect(200)).body;
    expect(view).toMatchObject({ contributionsPaid: 25, stepUpCapped: true });
    // Taken away: back to the starting amount for instalments made from now on.
    expect((await agent.put(`/api/sip-investments/${sipId}/step-up`).send({})).body).toMatchObject({ stepUp: null, stepUpCapped: false });
  });
});

describe("the staff's list of SIPs", () => {
  it("shows each SIP's autopay, next debit and failed debits, and can show only those with a failed debit", async () => {
    const { sipId, user, agent } = await runningSip();
    const declining: JobDeps = {
      ...deps,
      demoGateway: {
        ...demoRecurring(),
        charge: () => Promise.resolve({ state: "failed", paymentId: null, reason: "Mandate limit exceeded" }),
      },
    };
    for (const day of ["2027-01-05", "2027-01-07", "2027-02-05"]) await runDueWork(t.db, declining, day);
    const admin = await signedInAgent(t, "admin");
    const res = await admin.agent.get("/api/admin/sip-investments").query({ q: user.username, failed: "true" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: sipId,
        customer: { fullName: user.fullName, username: user.username },
        mandate: { kind: "upi", status: "active" },
        nextDebitDate: "2027-02-08",
        missedInRow: 1,
        failedDebits: 1,
        lastFailure: { date: "2027-01-07", reason: "Mandate limit exceeded" },
      }),
    ]);
    expect(res.headers["x-total-count"]).toBe("1");
    // And in the case of a loan the same customer applies for.
    const loan = (await agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    const view = await admin.agent.get(`/api/admin/loan-applications/${loan.id}`);
    expect(view.status).toBe(200);
    expect(view.body.sipFailedDebits).toEqual([
      { sipId, planName: "Equity Growth Plan", seq: 2, date: "2027-01-07", amount: 5_000, reason: "Mandate limit exceeded" },
    ]);
    const customer = await investorAgent(t);
    expect((await customer.agent.get("/api/admin/sip-investments")).status).toBe(403);
  });
});
