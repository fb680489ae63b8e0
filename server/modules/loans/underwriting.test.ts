import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { validLoan } from "../../../tests/setup/factories";
import { acknowledgeKfs, createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

// The in-principle decision given with a new application, and the processing fee it allows
// (docs/decisions/underwriting-rules.md). The rules' arithmetic is unit-tested in shared/finance/underwriting.test.ts;
// here is what a customer sees over HTTP.

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
});
// A customer of their own for each test: a customer may file only a few applications a day.
beforeEach(async () => {
  customer = await signedInAgent(t);
});
afterAll(() => t.close());

const apply = (payload: Record<string, unknown>) => customer.agent.post("/api/loan-applications").send(payload);
const payFee = (id: number, language = "en-IN") =>
  customer.agent.post(`/api/payments/loan-processing-fee/${id}`).set("Accept-Language", language);
const count = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from loan_applications`))[0].n;

/** A balance transfer at the product's 8% moving ₹50 lakh outstanding. */
const balanceTransfer = (amount: number, currentRate: number, remainingTenure?: number) =>
  validLoan({
    loanType: "BTTopUp",
    amount,
    monthlyIncome: 2_00_000,
    existingEmis: 0,
    existingLoanDetails: {
      lenderName: "Old Bank",
      accountNumber: "HL-2019-7781",
      outstandingAmount: 50_00_000,
      currentRate,
      remainingTenure,
    },
  });

describe("the in-principle decision at submission", () => {
  it("eligible: the sanctionable amount, the FOIR and LTV, and a fee due", async () => {
    const res = await apply(validLoan({ existingEmis: 0 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      stage: "submitted",
      status: "pending",
      existingEmis: 0,
      inPrinciple: { result: "eligible", sanctionableAmount: 25_00_000, reasons: [], missing: [], foirPercent: 22.8, ltvPercent: 62.5 },
      processingFeeDue: true,
    });

    const history = await queryRows(
      t.db,
      sql`select from_stage, to_stage, action, actor_id from loan_stage_history where application_id = ${res.body.id}`,
    );
    expect(history).toEqual([{ from_stage: null, to_stage: "submitted", action: "submit", actor_id: customer.user.id }]);
    const [audit] = await queryRows<{ new_value: Record<string, unknown> }>(
      t.db,
      sql`select new_value from audit_logs where action_type = 'create_loan_application' and entity_id = ${String(res.body.id)}`,
    );
    expect(audit.new_value).toMatchObject({ stage: "submitted", inPrinciple: "eligible", sanctionablePaise: 25_00_000_00 });
  });

  it("refer: the spec's payload without existing EMIs is accepted, naming what is missing, and its fee may be paid", async () => {
    const res = await apply(validLoan());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      existingEmis: null,
      inPrinciple: {
        result: "refer",
        missing: ["existingEmis"],
        reasons: [
          {
            id: "underwriting.missing_existing_emis",
            message: "Tell us the EMIs you already pay each month (0 if none), so we can check what your income supports.",
          },
        ],
      },
      processingFeeDue: true,
    });
    await acknowledgeKfs(customer.agent, res.body.id);
    expect((await payFee(res.body.id)).status).toBe(201);
  });

  it("refer: an EMI load near the limit is for a person to look at", async () => {
    // EMI ₹21,696 plus ₹22,000 already paid: 46.0% of ₹95,000, within 5 points of the 50% limit.
    const res = await apply(validLoan({ existingEmis: 22_000 }));
    expect(res.body.inPrinciple).toMatchObject({ result: "refer", foirPercent: 46, missing: [] });
    expect(res.body.inPrinciple.reasons[0]).toMatchObject({ id: "underwriting.foir_near", values: { foir: "46.0", max: "50" } });
  });

  it("ineligible: the issue's loan against property of ₹1 crore on ₹10,000 a month is kept, with why and what would change it, and no fee", async () => {
    const before = await count();
    const res = await apply(
      validLoan({ loanType: "LAP", amount: 1_00_00_000, monthlyIncome: 10_000, existingEmis: 0, propertyValue: 2_00_00_000 }),
    );
    expect(res.status).toBe(201);
    expect(await count()).toBe(before + 1);
    expect(res.body).toMatchObject({
      stage: "submitted",
      processingFeeDue: false,
      inPrinciple: {
        result: "ineligible",
        sanctionableAmount: 5_36_405,
        foirPercent: 932.1,
        ltvPercent: 50,
        missing: [],
        reasons: [
          {
            id: "underwriting.foir_over",
            values: { emi: "₹93,213", foir: "932.1", max: "50", maxLoan: "₹5,36,405" },
          },
        ],
      },
    });

    const fee = await payFee(res.body.id);
    expect(fee.status).toBe(409);
    expect(fee.body).toEqual({ code: "NOT_PAYABLE", message: "This application is not eligible, so no processing fee is due" });
    expect((await payFee(res.body.id, "hi-IN")).body.message).not.toBe(fee.body.message);
    expect(await queryRows(t.db, sql`select id from payments where related_id = ${res.body.id}`)).toEqual([]);
  });

  it("ineligible: a home loan above the RBI's cap for its slab names the most the property carries", async () => {
    // ₹40 lakh on a ₹45 lakh property: the 80% slab allows ₹36,00,000.
    const res = await apply(validLoan({ amount: 40_00_000, propertyValue: 45_00_000, monthlyIncome: 2_00_000, existingEmis: 0 }));
    expect(res.body.inPrinciple).toMatchObject({
      result: "ineligible",
      sanctionableAmount: 36_00_000,
      ltvPercent: 88.9,
      reasons: [{ id: "underwriting.ltv_over", values: { cap: "80", maxLoan: "₹36,00,000" } }],
    });
  });

  it("keeps the decision as given when the limits change later", async () => {
    const superadmin = await signedInAgent(t, "superadmin");
    // EMI ₹21,696 plus ₹5,000 already paid: 28.1% of ₹95,000, clear of a 50% limit, within 5 points of a 30% one.
    const first = await apply(validLoan({ existingEmis: 5_000 }));
    expect(first.body.inPrinciple).toMatchObject({ result: "eligible", foirPercent: 28.1 });
    await superadmin.agent.patch("/api/admin/settings").send({ maxFoirPercent: 30 }).expect(200);
    try {
      const second = await apply(validLoan({ existingEmis: 5_000 }));
      expect(second.body.inPrinciple).toMatchObject({
        result: "refer",
        reasons: [{ id: "underwriting.foir_near", values: { max: "30" } }],
      });
      const again = await customer.agent.get(`/api/loan-applications/${first.body.id}`);
      expect(again.body.inPrinciple.result).toBe("eligible");
    } finally {
      await superadmin.agent.patch("/api/admin/settings").send({ maxFoirPercent: 50 }).expect(200);
    }
  });
});

describe("balance transfers", () => {
  it("the issue's ₹30 lakh against ₹50 lakh outstanding at a lower current rate is ineligible, for both reasons", async () => {
    const res = await apply(balanceTransfer(30_00_000, 7.5, 200));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      processingFeeDue: false,
      existingLoanDetails: { outstandingAmount: 50_00_000, remainingTenure: 200 },
    });
    expect(res.body.inPrinciple).toMatchObject({
      result: "ineligible",
      reasons: [
        { id: "underwriting.bt_not_covering", values: { outstanding: "₹50,00,000" } },
        {
          id: "underwriting.bt_rate_not_lower",
          message: "At {newRate}% against your {currentRate}% the switch would cost more than it saves.",
          values: { newRate: "8.0", currentRate: "7.5" },
        },
      ],
    });
    expect((await payFee(res.body.id)).status).toBe(409);
  });

  it("one that covers the outstanding and saves more than it costs is eligible", async () => {
    const res = await apply(balanceTransfer(50_00_000, 9.5, 200));
    expect(res.body.inPrinciple).toMatchObject({ result: "eligible", sanctionableAmount: 50_00_000, ltvPercent: null, missing: [] });
    expect(res.body.processingFeeDue).toBe(true);
  });

  it("without the months left the saving cannot be checked: refer, naming it", async () => {
    const res = await apply(balanceTransfer(50_00_000, 9.5));
    expect(res.status).toBe(201);
    expect(res.body.existingLoanDetails).not.toHaveProperty("remainingTenure");
    expect(res.body.inPrinciple).toMatchObject({ result: "refer", missing: ["remainingTenure"] });
  });
});

describe("refused input", () => {
  it.each([
    [{ existingEmis: 95_001 }, "existingEmis", "Existing EMIs cannot be more than your monthly income of ₹95,000"],
    [{ existingEmis: -1 }, "existingEmis", "Existing EMIs cannot be negative"],
    [{ existingEmis: 100.001 }, "existingEmis", "Amounts can have at most two decimals (paise)"],
    [balanceTransfer(50_00_000, 9.5, 361), "existingLoanDetails.remainingTenure", "Months left cannot exceed 360"],
    [balanceTransfer(50_00_000, 9.5, 0), "existingLoanDetails.remainingTenure", "Months left must be at least 1"],
    [balanceTransfer(50_00_000, 9.5, 12.5), "existingLoanDetails.remainingTenure", "Months left must be a whole number"],
  ])("%j: 400 naming the field and the limit, nothing written", async (change, path, message) => {
    const before = await count();
    const res = await apply(validLoan(change));
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await count()).toBe(before);
  });
});

describe("the processing fee", () => {
  it("is refused once the customer withdraws the application", async () => {
    const res = await apply(validLoan({ existingEmis: 0 }));
    const withdrawn = await customer.agent.post(`/api/loan-applications/${res.body.id}/withdraw`).send({});
    expect(withdrawn.body).toMatchObject({ stage: "withdrawn" });
    const fee = await payFee(res.body.id);
    expect(fee.status).toBe(409);
    expect(fee.body).toEqual({ code: "NOT_PAYABLE", message: "This application was withdrawn, so no processing fee is due" });
  });
});
