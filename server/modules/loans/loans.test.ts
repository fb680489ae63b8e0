import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { startStandIn } from "../../../tests/setup/http-stand-in";
import { validLoan } from "../../../tests/setup/factories";
import { acknowledgeKfs, createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { deliverDue, loanWebhookDeliverer } from "../outbox/outbox.service";

let t: TestApp;
let hook: Awaited<ReturnType<typeof startStandIn>>;
let hookStatus = 200;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  hook = await startStandIn((_req, res) => {
    res.statusCode = hookStatus;
    res.end("ok");
  });
  t = await createTestApp({ LOAN_WEBHOOK_URL: `${hook.url}/sheet` });
  customer = await signedInAgent(t);
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

const count = async (table: string) => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

describe("POST /api/loan-applications", () => {
  it("files the application for the session user, whatever userId and userEmail say", async () => {
    const other = await signedInAgent(t);
    const res = await customer.agent.post("/api/loan-applications").send(validLoan({ userId: other.user.id, userEmail: other.user.email }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      userId: customer.user.id,
      status: "pending",
      amount: 2_500_000,
      interestRate: 8.5,
    });
    expect(res.body).toMatchObject({ emi: 21_696, processingFee: 12_500, apr: 8.57, processingFeePaid: false, loanTypeLabel: "Home Loan" });
    const [audit] = await queryRows<{ user_id: number; entity_id: string }>(
      t.db,
      sql`select user_id, entity_id from audit_logs where action_type = 'create_loan_application' and entity_id = ${String(res.body.id)}`,
    );
    expect(audit.user_id).toBe(customer.user.id);
  });

  it("needs a signed-in user", async () => {
    const res = await request(t.app).post("/api/loan-applications").send(validLoan());
    expect(res.status).toBe(401);
  });

  it.each([
    [{ amount: 99_999 }, "amount", "Loan amount must be at least ₹1,00,000"],
    [{ amount: 10_000_001 }, "amount", "Loan amount cannot exceed ₹1,00,00,000"],
    [{ tenure: 11 }, "tenure", "Tenure must be at least 12 months"],
    [{ tenure: 361 }, "tenure", "Tenure cannot exceed 360 months"],
    [{ interestRate: 4.9 }, "interestRate", "Interest rate must be at least 5%"],
    [{ interestRate: 20.5 }, "interestRate", "Interest rate cannot exceed 20%"],
    [{ monthlyIncome: 9_999 }, "monthlyIncome", "Monthly income must be at least ₹10,000"],
    // The system holds paise: a third decimal is refused, never rounded away.
    [{ amount: 2_500_000.505 }, "amount", "Amounts can have at most two decimals (paise)"],
    [{ monthlyIncome: 95_000.001 }, "monthlyIncome", "Amounts can have at most two decimals (paise)"],
    [{ propertyValue: 0.004 }, "propertyValue", "Amounts can have at most two decimals (paise)"],
    [{ purpose: "car" }, "purpose", "Please provide a brief purpose for the loan"],
    [{ purpose: "x".repeat(501) }, "purpose", "Purpose cannot exceed 500 characters"],
    [{ employmentType: "" }, "employmentType", "Please select your employment type"],
    [{ employmentType: undefined }, "employmentType", "Please select your employment type"],
    [{ loanType: "CarLoan" }, "loanType", "Please select a loan type"],
    [{ loanType: "BTTopUp" }, "existingLoanDetails", "Please enter your existing loan details"],
    [{ propertyState: "XX" }, "propertyState", "Please choose the state the property is in"],
  ])("refuses %j with the spec's message and writes nothing", async (change, path, message) => {
    const before = await count("loan_applications");
    const res = await customer.agent.post("/api/loan-applications").send(validLoan(change));
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await count("loan_applications")).toBe(before);
  });

  it("binds balance-transfer details and drops property fields for BTTopUp", async () => {
    const existingLoanDetails = {
      lenderName: "State Bank of India",
      accountNumber: "HL-0042",
      outstandingAmount: 1_800_000,
      currentRate: 9.6,
    };
    const res = await customer.agent.post("/api/loan-applications").send(validLoan({ loanType: "BTTopUp", existingLoanDetails }));
    expect(res.status).toBe(201);
    expect(res.body.existingLoanDetails).toEqual(existingLoanDetails);
    expect(res.body.propertyValue).toBeNull();
    const bad = await customer.agent
      .post("/api/loan-applications")
      .send(validLoan({ loanType: "BTTopUp", existingLoanDetails: { ...existingLoanDetails, outstandingAmount: 0, lenderName: "" } }));
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: "existingLoanDetails.lenderName", message: "Please enter the current lender's name" },
        { path: "existingLoanDetails.outstandingAmount", message: "Outstanding amount must be more than ₹0" },
      ]),
    );
  });

  it("lends at the product's rate: a different rate sent is refused by name, none sent takes the product's", async () => {
    const before = await count("loan_applications");
    const lower = await customer.agent.post("/api/loan-applications").send(validLoan({ interestRate: 5 }));
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe("The interest rate for a Home Loan is 8.5% a year");
    expect(lower.body.issues).toEqual([{ path: "interestRate", message: "The interest rate for a Home Loan is 8.5% a year" }]);
    const higher = await customer.agent.post("/api/loan-applications").send(validLoan({ loanType: "LAP", interestRate: 9.6 }));
    expect(higher.body.issues).toEqual([{ path: "interestRate", message: "The interest rate for a Loan Against Property is 9.5% a year" }]);
    expect(await count("loan_applications")).toBe(before);

    const unnamed = await customer.agent.post("/api/loan-applications").send(validLoan({ interestRate: undefined }));
    expect(unnamed.status).toBe(201);
    expect(unnamed.body).toMatchObject({ interestRate: 8.5, emi: 21_696, apr: 8.57 });
    const [mail] = await queryRows<{ text: string }>(
      t.db,
      sql`select payload->>'text' as text from outbox where topic = 'email' and payload->>'kind' = 'loan_submitted' order by id desc limit 1`,
    );
    expect(mail.text).toContain("8.5% a year");
    expect(mail.text).toContain("8.57%");
  });

  it("follows the superadmin's rate: the old one is refused once it changes", async () => {
    const superadmin = await signedInAgent(t, "superadmin");
    await superadmin.agent.patch("/api/admin/settings").send({ lapRate: 9.9 }).expect(200);
    try {
      const stale = await customer.agent.post("/api/loan-applications").send(validLoan({ loanType: "LAP", interestRate: 9.5 }));
      expect(stale.status).toBe(400);
      expect(stale.body.issues).toEqual([
        { path: "interestRate", message: "The interest rate for a Loan Against Property is 9.9% a year" },
      ]);
      const current = await customer.agent.post("/api/loan-applications").send(validLoan({ loanType: "LAP", interestRate: 9.9 }));
      expect(current.status).toBe(201);
      expect(current.body.interestRate).toBe(9.9);
    } finally {
      await superadmin.agent.patch("/api/admin/settings").send({ lapRate: 9.5 }).expect(200);
    }
  });

  it("keeps an amount with paise exactly: stored as paise, answered in rupees, its fee rounded once", async () => {
    // A customer of its own: each may file only so many applications a day.
    const applicant = await signedInAgent(t);
    const res = await applicant.agent.post("/api/loan-applications").send(validLoan({ amount: 1_500_100.55, monthlyIncome: "95000.50" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 1_500_100.55, monthlyIncome: 95_000.5, processingFee: 7_501 });
    const [row] = await queryRows<{ amount_paise: string; monthly_income_paise: string }>(
      t.db,
      sql`select amount_paise::text, monthly_income_paise::text from loan_applications where id = ${res.body.id}`,
    );
    expect(row).toEqual({ amount_paise: "150010055", monthly_income_paise: "9500050" });
    await acknowledgeKfs(applicant.agent, res.body.id);
    const fee = await applicant.agent.post(`/api/payments/loan-processing-fee/${res.body.id}`).send({});
    expect(fee.body).toMatchObject({ amount: 7_501, razorpay: { amount: 750_100 } });
  });

  it("accepts numbers sent as strings (form fields)", async () => {
    const res = await customer.agent
      .post("/api/loan-applications")
      .send(validLoan({ loanType: "LAP", amount: "1500000", tenure: "120", interestRate: "9.5" }));
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(1_500_000);
  });
});

describe("reading applications", () => {
  it("lists only the caller's own, newest first, and hides other users' ids behind 404", async () => {
    const me = await signedInAgent(t);
    const other = await signedInAgent(t);
    const a = (await me.agent.post("/api/loan-applications").send(validLoan())).body;
    const b = (await me.agent.post("/api/loan-applications").send(validLoan({ loanType: "LAP" }))).body;
    const theirs = (await other.agent.post("/api/loan-applications").send(validLoan())).body;
    const list = await me.agent.get("/api/loan-applications");
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
    expect((await me.agent.get(`/api/loan-applications/${a.id}`)).body.id).toBe(a.id);
    const peek = await me.agent.get(`/api/loan-applications/${theirs.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ message: "Loan application not found", code: "NOT_FOUND" });
    expect((await request(t.app).get("/api/loan-applications")).status).toBe(401);
    expect((await me.agent.get("/api/loan-applications/abc")).status).toBe(400);
  });
});

describe("spreadsheet copy through the outbox", () => {
  it("queues the copy with the application and delivers it form-encoded", async () => {
    await queryRows(t.db, sql`update outbox set delivered_at = now()`);
    hook.received.length = 0;
    const res = await customer.agent.post("/api/loan-applications").send(validLoan());
    const [row] = await queryRows<{ payload: Record<string, unknown> }>(
      t.db,
      sql`select payload from outbox where topic = 'loan_webhook' and delivered_at is null`,
    );
    expect(row.payload).toMatchObject({ applicationId: res.body.id, applicantId: customer.user.id, applicantEmail: customer.user.email });
    const delivered = await deliverDue(t.db, { loan_webhook: loanWebhookDeliverer(`${hook.url}/sheet`) });
    expect(delivered).toBe(1);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0].headers["content-type"]).toMatch(/application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(hook.received[0].body);
    expect(form.get("applicantName")).toBe(customer.user.fullName);
    expect(form.get("applicantEmail")).toBe(customer.user.email);
    expect(form.get("applicantId")).toBe(String(customer.user.id));
    expect(form.get("amount")).toBe("2500000");
  });

  it("retries a failing hook with backoff and never affects the customer", async () => {
    await queryRows(t.db, sql`update outbox set delivered_at = now()`);
    hookStatus = 500;
    const res = await customer.agent.post("/api/loan-applications").send(validLoan());
    expect(res.status).toBe(201);
    const deliverers = { loan_webhook: loanWebhookDeliverer(`${hook.url}/sheet`) };
    expect(await deliverDue(t.db, deliverers)).toBe(1);
    let [row] = await queryRows<{ attempts: number; last_error: string; wait: number }>(
      t.db,
      sql`select attempts, last_error, extract(epoch from next_attempt_at - now())::int as wait from outbox where topic = 'loan_webhook' and delivered_at is null`,
    );
    expect(row).toMatchObject({ attempts: 1, last_error: "web hook answered 500" });
    expect(row.wait).toBeGreaterThanOrEqual(8);
    // Not due yet: nothing is claimed.
    expect(await deliverDue(t.db, deliverers)).toBe(0);
    await queryRows(t.db, sql`update outbox set next_attempt_at = now() where topic = 'loan_webhook' and delivered_at is null`);
    expect(await deliverDue(t.db, deliverers)).toBe(1);
    [row] = await queryRows(
      t.db,
      sql`select attempts, extract(epoch from next_attempt_at - now())::int as wait from outbox where topic = 'loan_webhook' and delivered_at is null`,
    );
    expect(row.attempts).toBe(2);
    expect(row.wait).toBeGreaterThanOrEqual(18);
    hookStatus = 200;
    await queryRows(t.db, sql`update outbox set next_attempt_at = now() where topic = 'loan_webhook' and delivered_at is null`);
    expect(await deliverDue(t.db, deliverers)).toBe(1);
    expect(await queryRows(t.db, sql`select id from outbox where topic = 'loan_webhook' and delivered_at is null`)).toEqual([]);
  });
});
