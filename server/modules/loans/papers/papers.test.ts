import { sql } from "drizzle-orm";
import request, { type Response } from "supertest";
import type { Test } from "supertest";
import { binary } from "../../../../tests/setup/binary-body";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amortizationSchedule, gstIncluded, keyFacts, rupeesToPaise } from "../../../../shared/finance";
import { formatIstDate, formatPaiseExact } from "../../../../shared/format";
import { queryRows } from "../../../db/client";
import { freezeClock } from "../../../../tests/setup/clock";
import { validLoan, validSip } from "../../../../tests/setup/factories";
import { setMakerChecker } from "../../../../tests/setup/maker-checker";
import { hasPdfTools, pdfText } from "../../../../tests/setup/pdf-text";
import {
  acknowledgeKfs,
  completeChecklist,
  createTestApp,
  DEFAULT_PASSWORD,
  investorAgent,
  signedInAgent,
  type TestApp,
} from "../../../../tests/setup/test-app";

// The borrower's papers over HTTP (docs/decisions/papers-as-pdf.md): the Key Fact Statement and its
// acknowledgement before the fee, the sanction letter, the receipts. A Friday in IST: the KFS holds three
// working days, to the Wednesday after.
const clock = freezeClock("2026-11-27T06:30:00Z");

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let t: TestApp;
let adminA: Agent;
let adminB: Agent;
beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAgent(t, "admin");
  adminB = await signedInAgent(t, "admin");
  await setMakerChecker(t, { sanction: true, rejection: true });
});
afterAll(() => t.close());

const pdfOf = async (req: Test): Promise<{ res: Response; text: string }> => {
  const res = await binary(req);
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="gharsetu-[a-z-]+-\d+/);
  return { res, text: hasPdfTools() ? pdfText(res.body as Buffer) : "" };
};
const money = (rupees: number) => formatPaiseExact(rupeesToPaise(rupees));

async function applied(extra: Record<string, unknown> = {}) {
  const customer = await signedInAgent(t);
  const loan = (await customer.agent.post("/api/loan-applications").send(validLoan(extra)).expect(201)).body;
  return { customer, loan };
}

describe("the Key Fact Statement and its acknowledgement", () => {
  it("states a proposal number, a version and three working days' validity, to the owner and to staff only", async () => {
    const { customer, loan } = await applied();
    const kfs = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`).expect(200)).body;
    expect(kfs).toEqual({
      proposalNumber: `GS/HL/2026/${String(loan.id).padStart(6, "0")}`,
      version: expect.stringMatching(/^[0-9a-f]{10}$/),
      issuedOn: "2026-11-27",
      validUntil: "2026-12-02",
      terms: "applied",
      acknowledged: false,
      acknowledgedAt: null,
      withdrawal: { coolingOffEndsOn: null, feeRefunded: true, feeRefundable: true, feePaid: null },
    });
    expect((await adminA.agent.get(`/api/loan-applications/${loan.id}/kfs`).expect(200)).body.version).toBe(kfs.version);
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.get(`/api/loan-applications/${loan.id}/kfs`)).status).toBe(404);
    expect((await binary(stranger.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf`))).status).toBe(404);
  });

  it("takes no processing fee before the statement is acknowledged; records the version, time and address once", async () => {
    const { customer, loan } = await applied();
    const early = await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: "KFS_NOT_ACKNOWLEDGED",
      message: "Please read and acknowledge the Key Fact Statement before paying the processing fee",
    });
    expect(await queryRows(t.db, sql`select id from payments where related_id = ${loan.id}`)).toEqual([]);

    const stale = await customer.agent.post(`/api/loan-applications/${loan.id}/kfs/acknowledgement`).send({ version: "0000000000" });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("KFS_CHANGED");
    const empty = await customer.agent.post(`/api/loan-applications/${loan.id}/kfs/acknowledgement`).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: "version", message: "Please say which Key Fact Statement you read" }]);
    // Staff cannot acknowledge for the customer.
    const { version } = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
    expect((await adminA.agent.post(`/api/loan-applications/${loan.id}/kfs/acknowledgement`).send({ version })).status).toBe(404);

    const ack = await customer.agent.post(`/api/loan-applications/${loan.id}/kfs/acknowledgement`).send({ version });
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ version, acknowledged: true, acknowledgedAt: "2026-11-27T06:30:00.000Z" });
    await customer.agent.post(`/api/loan-applications/${loan.id}/kfs/acknowledgement`).send({ version }).expect(200);
    const rows = await queryRows<{ kfs_version: string; ip_address: string | null; user_id: number }>(
      t.db,
      sql`select kfs_version, ip_address, user_id from loan_kfs_acknowledgements where application_id = ${loan.id}`,
    );
    expect(rows).toEqual([
      { kfs_version: version, ip_address: expect.stringMatching(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/), user_id: customer.user.id },
    ]);
    const audit = await queryRows(
      t.db,
      sql`select 1 from audit_logs where action_type = 'acknowledge_kfs' and entity_id = ${String(loan.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect((await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)).status).toBe(201);
  });

  it("asks again when what the statement states changes (a setting it quotes)", async () => {
    const { customer, loan } = await applied();
    const first = await acknowledgeKfs(customer.agent, loan.id);
    await t.db.execute(sql`update settings set cooling_off_days = 5`);
    try {
      const now = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
      expect(now.version).not.toBe(first);
      expect(now).toMatchObject({ acknowledged: false, acknowledgedAt: "2026-11-27T06:30:00.000Z" });
      expect((await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)).body.code).toBe("KFS_NOT_ACKNOWLEDGED");
      // Set back, the statement states the first terms again: acknowledged already, nothing to do again.
      await t.db.execute(sql`update settings set cooling_off_days = 3`);
      expect((await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body.acknowledged).toBe(true);
      expect((await customer.agent.post(`/api/payments/loan-processing-fee/${loan.id}`)).status).toBe(201);
    } finally {
      await t.db.execute(sql`update settings set cooling_off_days = 3`);
    }
  });

  it("refuses to record an acknowledgement for an application that ended", async () => {
    const { customer, loan } = await applied();
    const { version } = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
    await customer.agent.post(`/api/loan-applications/${loan.id}/withdraw`).send({}).expect(200);
    const res = await customer.agent.post(`/api/loan-applications/${loan.id}/kfs/acknowledgement`).send({ version });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "INVALID_TRANSITION", message: "This application was withdrawn, so there is nothing to acknowledge" });
  });

  it.skipIf(!hasPdfTools())("is a PDF whose figures are the application's own, schedule and all, in English or Hindi", async () => {
    const { customer, loan } = await applied({ amount: 2_345_678, tenure: 180 });
    const view = (await customer.agent.get(`/api/loan-applications/${loan.id}`)).body;
    const kfs = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
    const { text } = await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf?lang=en`));
    const schedule = amortizationSchedule(rupeesToPaise(view.amount), view.interestRate, view.tenure);
    // The totals the application page's Key Fact Statement card shows.
    const onScreen = keyFacts(rupeesToPaise(view.amount), view.interestRate, view.tenure);
    for (const figure of [
      "Key Fact Statement",
      kfs.proposalNumber,
      kfs.version,
      formatIstDate(kfs.validUntil),
      money(view.amount),
      `${view.interestRate}% a year, fixed for the whole term`,
      "180 months",
      `180 monthly EMIs of ${money(view.emi)}`,
      money(view.processingFee),
      `includes GST of ${formatPaiseExact(gstIncluded(rupeesToPaise(view.processingFee), 18).gst)} at 18%`,
      `${view.apr.toFixed(2)}%`,
      `Total interest over the term ${formatPaiseExact(onScreen.totalInterest)}`,
      `Total amount payable ${formatPaiseExact(onScreen.totalPayable)}`,
      "3 days from the sanction",
      "Refunded in full",
      "Asha Verma (fictional)",
      // The first and the last instalment of the schedule.
      `1 ${formatPaiseExact(schedule[0].opening)} ${formatPaiseExact(schedule[0].principal)} ${formatPaiseExact(schedule[0].interest)}`,
      `180 ${formatPaiseExact(schedule[179].opening)}`,
    ])
      expect(text).toContain(figure);

    const hindi = (await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf?lang=hi`))).text;
    expect(hindi).toContain("मुख्य तथ्य विवरण");
    expect(hindi).toContain(money(view.emi));
    expect(hindi).toContain(kfs.proposalNumber);
    // Staff read the same statement, and the read is audited (the customer's own reads are not).
    expect((await pdfOf(adminA.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf`))).text).toContain(kfs.proposalNumber);
    const reads = await queryRows<{ user_id: number; subject_id: number }>(
      t.db,
      sql`select user_id, subject_id from audit_logs where action_type = 'view_loan_papers' and entity_id = ${String(loan.id)}`,
    );
    expect(reads).toEqual([{ user_id: adminA.user.id, subject_id: customer.user.id }]);
  });

  it.skipIf(!hasPdfTools())("lists a balance transfer's stamp duty and legal charges, paid to others, and the net paid out", async () => {
    const { customer, loan } = await applied({
      loanType: "BTTopUp",
      amount: 3_000_000,
      propertyValue: undefined,
      existingLoanDetails: {
        lenderName: "Canara Bank",
        accountNumber: "CAN1234567",
        outstandingAmount: 2_800_000,
        currentRate: 10.5,
        remainingTenure: 200,
      },
    });
    const { text } = await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf`));
    // 0.2% of ₹30 lakh, and the ₹10,000 of legal charges (the default settings); the fee is 0.5%.
    expect(text).toContain("Stamp duty on the mortgage (MODT) ₹6,000");
    // No state given: the general rate, said to be an estimate.
    expect(text).toContain("Estimated at 0.2% of the loan");
    expect(text).toContain("Legal and valuation charges ₹10,000");
    // Those are paid to others directly: GharSetu deducts only its fee, and the APR counts only that.
    expect(text).toContain(`Net amount paid out to you ${money(3_000_000 - 15_000)}`);
    expect(text).not.toContain("Valuation fees Nil");
    expect(text).toContain("GS/BT/2026/");
  });

  it.skipIf(!hasPdfTools())("charges the stamp duty of the property's state: Tamil Nadu's 0.5%, at most ₹30,000", async () => {
    const bt = (amount: number, propertyState: string) =>
      applied({
        loanType: "BTTopUp",
        amount,
        propertyValue: undefined,
        propertyState,
        existingLoanDetails: {
          lenderName: "Indian Bank",
          accountNumber: "IB12345678",
          outstandingAmount: amount,
          currentRate: 10.5,
          remainingTenure: 200,
        },
      });
    const small = await bt(4_000_000, "TN");
    expect(small.loan.propertyState).toBe("TN");
    const smallText = (await pdfOf(small.customer.agent.get(`/api/loan-applications/${small.loan.id}/kfs/pdf`))).text;
    expect(smallText).toContain("Stamp duty on the mortgage (MODT) ₹20,000");
    expect(smallText).toContain("Tamil Nadu's rate: 0.5% of the loan, at most ₹30,000.");
    // ₹80 lakh × 0.5% would be ₹40,000: the ceiling holds it at ₹30,000.
    const large = await bt(8_000_000, "TN");
    const largeText = (await pdfOf(large.customer.agent.get(`/api/loan-applications/${large.loan.id}/kfs/pdf`))).text;
    expect(largeText).toContain("Stamp duty on the mortgage (MODT) ₹30,000");
    // A state without its own rule in the catalogue is charged the general rate, said to be an estimate.
    const karnataka = await bt(4_000_000, "KA");
    const kaText = (await pdfOf(karnataka.customer.agent.get(`/api/loan-applications/${karnataka.loan.id}/kfs/pdf`))).text;
    expect(kaText).toContain("Stamp duty on the mortgage (MODT) ₹8,000");
    expect(kaText).toContain("Estimated at 0.2% of the loan");
  });
});

/** Takes an application through the stages to a sanction of ₹24 lakh at 8.35%, a maker and a checker. */
async function sanction(loanId: number) {
  const act = (who: Agent, body: Record<string, unknown>) =>
    who.agent.post(`/api/admin/loan-applications/${loanId}/actions`).send(body).expect(200);
  await completeChecklist(t, loanId);
  for (const stage of ["submitted", "documents", "credit_review"]) await act(adminA, { action: "advance", expectedStage: stage });
  await act(adminA, {
    action: "recommend_sanction",
    expectedStage: "legal_technical",
    amount: 2_400_000,
    interestRate: 8.35,
    conditions: "Original sale deed to be deposited before disbursement",
  });
  await act(adminB, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 });
}

/** The owner pays for an item (a loan's fee after acknowledging its KFS, a SIP's contribution); answers the payment's id. */
async function pay(customer: Agent, type: string, id: number) {
  if (type === "loan-processing-fee") await acknowledgeKfs(customer.agent, id);
  const order = (await customer.agent.post(`/api/payments/${type}/${id}`).expect(201)).body;
  await customer.agent
    .post("/api/payments/verify")
    .send({ razorpay_payment_id: `pay_receipt_${type}_${id}`, razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
    .expect(200);
  return order.paymentId as number;
}

describe("the sanction letter", () => {
  it.skipIf(!hasPdfTools())("exists once sanctioned, with the terms sanctioned, the conditions and six months' validity", async () => {
    const { customer, loan } = await applied();
    const before = await binary(customer.agent.get(`/api/loan-applications/${loan.id}/sanction-letter/pdf`));
    expect(before.status).toBe(404);
    expect(JSON.parse(String(before.body))).toMatchObject({ message: "There is no sanction letter: this application is not sanctioned" });

    await sanction(loan.id);

    const view = (await customer.agent.get(`/api/loan-applications/${loan.id}`)).body;
    const { text } = await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/sanction-letter/pdf`));
    for (const figure of [
      "In-principle sanction letter",
      `GS/HL/2026/${String(loan.id).padStart(6, "0")}`,
      `Sanctioned on: ${formatIstDate("2026-11-27")}`,
      `Valid until: ${formatIstDate("2027-05-27")}`,
      `Amount sanctioned ${money(2_400_000)}`,
      `You applied for ${money(2_500_000)}`,
      "8.35% a year, fixed for the whole term",
      "240 months",
      "Original sale deed to be deposited before disbursement",
      `the cooling-off period of this sanction runs until ${formatIstDate("2026-11-30")}`,
    ])
      expect(text).toContain(figure);
    expect(view.sanction).toMatchObject({ amount: 2_400_000, interestRate: 8.35 });
    // The KFS now states the terms sanctioned, a new version to acknowledge.
    const kfs = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
    expect(kfs).toMatchObject({ terms: "sanctioned", acknowledged: false });
    expect((await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf`))).text).toContain(
      `Sanctioned loan amount ${money(2_400_000)}`,
    );
    const stranger = await signedInAgent(t);
    expect((await binary(stranger.agent.get(`/api/loan-applications/${loan.id}/sanction-letter/pdf`))).status).toBe(404);
  });
});

describe("receipts", () => {
  it.skipIf(!hasPdfTools())("gives each captured payment a receipt: a fee with its GST split, to its payer only", async () => {
    const { customer, loan } = await applied();
    const paymentId = await pay(customer, "loan-processing-fee", loan.id);
    const { text } = await pdfOf(customer.agent.get(`/api/payments/${paymentId}/receipt`));
    const fee = rupeesToPaise(12_500);
    const split = gstIncluded(fee, 18);
    expect(split.taxable + split.cgst + split.sgst).toBe(fee);
    for (const figure of [
      "Payment receipt",
      `GS/RCPT/2026/${String(paymentId).padStart(6, "0")}`,
      `Processing fee for your Home Loan application #${loan.id}`,
      `Value before tax ${formatPaiseExact(split.taxable)}`,
      `Central GST (9%) ${formatPaiseExact(split.cgst)}`,
      `State GST (9%) ${formatPaiseExact(split.sgst)}`,
      `Amount paid ${formatPaiseExact(fee)}`,
      `pay_receipt_loan-processing-fee_${loan.id}`,
      "23AAACG0000A1Z5",
    ])
      expect(text).toContain(figure);
    // A later change to the GST rate never changes a receipt already issued.
    await t.db.execute(sql`update settings set fee_gst_percent = 5`);
    try {
      expect((await pdfOf(customer.agent.get(`/api/payments/${paymentId}/receipt`))).text).toContain(
        `Central GST (9%) ${formatPaiseExact(split.cgst)}`,
      );
    } finally {
      await t.db.execute(sql`update settings set fee_gst_percent = 18`);
    }
    const stranger = await signedInAgent(t);
    expect((await binary(stranger.agent.get(`/api/payments/${paymentId}/receipt`))).status).toBe(404);
    expect((await binary(adminA.agent.get(`/api/payments/${paymentId}/receipt`))).status).toBe(404);
    // The transactions list names the payment, so the page can link its receipt.
    const [txn] = (await customer.agent.get("/api/transactions")).body;
    expect(txn.paymentId).toBe(paymentId);
  });

  it.skipIf(!hasPdfTools())("says a SIP contribution carries no GST, and has no receipt for an order never paid", async () => {
    const customer = await investorAgent(t);
    const sip = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    const paymentId = await pay(customer, "sip-investment", sip.id);
    const { text } = await pdfOf(customer.agent.get(`/api/payments/${paymentId}/receipt?lang=en`));
    expect(text).toContain("A SIP contribution is an investment: no GST is charged on it.");
    expect(text).not.toContain("Central GST");

    const { customer: owner, loan } = await applied();
    const [open] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into payments (user_id, amount_paise, status, order_id, payment_for, related_id)
        values (${owner.user.id}, 1250000, 'created', ${`order_open_${loan.id}`}, 'loan-processing-fee', ${loan.id}) returning id`,
    );
    expect((await binary(owner.agent.get(`/api/payments/${open.id}/receipt`))).status).toBe(404);
  });
});

describe("the papers of a customer who chose Hindi", () => {
  it.skipIf(!hasPdfTools())("are in Hindi without asking: the Key Fact Statement, the sanction letter and the receipt", async () => {
    const { customer: chooser, loan } = await applied();
    // The customer picks हिन्दी (the header's switch) in one browser; it is kept on the account, so signing
    // in from another browser that never chose brings it along (no ?lang, no Accept-Language here).
    await chooser.agent.put("/api/account/language").send({ language: "hi" }).expect(200);
    const customer = { agent: request.agent(t.app), user: chooser.user };
    await customer.agent.post("/api/login").send({ username: chooser.user.username, password: DEFAULT_PASSWORD }).expect(200);
    const kfs = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
    const statement = (await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf`))).text;
    expect(statement).toContain("मुख्य तथ्य विवरण");
    expect(statement).toContain(kfs.proposalNumber);
    expect(statement).not.toContain("Key Fact Statement");

    await sanction(loan.id);
    const letter = (await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/sanction-letter/pdf`))).text;
    expect(letter).toContain("सैद्धांतिक स्वीकृति पत्र");
    expect(letter).toContain(`स्वीकृत राशि ${money(2_400_000)}`);
    expect(letter).toContain("8.35%");
    expect(letter).toContain("कूलिंग-ऑफ़ अवधि");
    expect(letter).toContain(formatIstDate("2027-05-27", "hi"));
    expect(letter).not.toContain("sanction letter");
    expect(letter).not.toContain("Amount sanctioned");

    const paymentId = await pay(customer, "loan-processing-fee", loan.id);
    const receipt = (await pdfOf(customer.agent.get(`/api/payments/${paymentId}/receipt`))).text;
    // The fee on the amount sanctioned (0.5% of ₹24 lakh), its GST split.
    const { processingFee } = (await customer.agent.get(`/api/loan-applications/${loan.id}`)).body;
    expect(processingFee).toBe(12_000);
    const split = gstIncluded(rupeesToPaise(processingFee), 18);
    expect(receipt).toContain("भुगतान रसीद");
    expect(receipt).toContain(`भुगतान की गई राशि ${money(processingFee)}`);
    expect(receipt).toContain(`केंद्रीय जीएसटी (9%) ${formatPaiseExact(split.cgst)}`);
    expect(receipt).toContain(`राज्य जीएसटी (9%) ${formatPaiseExact(split.sgst)}`);
    expect(receipt).toContain(`GS/RCPT/2026/${String(paymentId).padStart(6, "0")}`);
    expect(receipt).not.toContain("Payment receipt");
    expect(receipt).not.toContain("Central GST");
  });
});

describe("withdrawal and the cooling-off period", () => {
  const DAY = 24 * 60 * 60 * 1000;
  async function paid(customer: Agent, id: number) {
    await acknowledgeKfs(customer.agent, id);
    const order = (await customer.agent.post(`/api/payments/loan-processing-fee/${id}`).expect(201)).body;
    await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: `pay_withdraw_${id}`, razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
  }
  async function sanction(id: number) {
    await setMakerChecker(t, { sanction: false, rejection: true });
    try {
      await completeChecklist(t, id);
      for (const stage of ["submitted", "documents", "credit_review"])
        await adminA.agent.post(`/api/admin/loan-applications/${id}/actions`).send({ action: "advance", expectedStage: stage }).expect(200);
      await adminA.agent
        .post(`/api/admin/loan-applications/${id}/actions`)
        .send({ action: "sanction", expectedStage: "legal_technical" })
        .expect(200);
    } finally {
      await setMakerChecker(t, { sanction: true, rejection: true });
    }
  }
  const paymentStatus = async (id: number) =>
    (
      await queryRows<{ status: string }>(
        t.db,
        sql`select status from payments where related_id = ${id} and payment_for = 'loan-processing-fee'`,
      )
    ).map((r) => r.status);
  const withdrawalMail = async (userId: number) =>
    (
      await queryRows<{ payload: string }>(
        t.db,
        sql`select payload::text from outbox where topic = 'email' and payload->>'kind' = 'loan_withdrawn'
          and dedupe_key in (select event_key from notifications where user_id = ${userId})`,
      )
    ).map((r) => r.payload);

  it("refunds a fee paid when the customer withdraws before a sanction, and says so", async () => {
    const { customer, loan } = await applied();
    await paid(customer, loan.id);
    const kfs = (await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body;
    expect(kfs.withdrawal).toEqual({ coolingOffEndsOn: null, feeRefunded: true, feeRefundable: true, feePaid: 12_500 });
    await customer.agent.post(`/api/loan-applications/${loan.id}/withdraw`).send({}).expect(200);
    expect(await paymentStatus(loan.id)).toEqual(["refund_due"]);
    const audit = await queryRows(
      t.db,
      sql`select 1 from audit_logs where action_type = 'payment_refund_due' and subject_id = ${customer.user.id}`,
    );
    expect(audit).toHaveLength(1);
    const [mail] = await withdrawalMail(customer.user.id);
    expect(mail).toContain(
      "The processing fee of ₹12,500 you paid is to be refunded to the account it came from; you need not do anything for it.",
    );
    // The receipt stays, saying the payment is being refunded.
    const [payment] = await queryRows<{ id: number }>(t.db, sql`select id from payments where related_id = ${loan.id}`);
    if (hasPdfTools())
      expect((await pdfOf(customer.agent.get(`/api/payments/${payment.id}/receipt`))).text).toContain(
        "This payment is being refunded to the account it came from.",
      );
  });

  it("refunds it within the cooling-off period after a sanction, and keeps it after that period", async () => {
    const within = await applied();
    const after = await applied();
    for (const { customer, loan } of [within, after]) {
      await paid(customer, loan.id);
      await sanction(loan.id);
    }
    const terms = (await within.customer.agent.get(`/api/loan-applications/${within.loan.id}/kfs`)).body.withdrawal;
    expect(terms).toEqual({ coolingOffEndsOn: "2026-11-30", feeRefunded: true, feeRefundable: true, feePaid: 12_500 });
    clock.advance(3 * DAY);
    await within.customer.agent.post(`/api/loan-applications/${within.loan.id}/withdraw`).send({}).expect(200);
    expect(await paymentStatus(within.loan.id)).toEqual(["refund_due"]);

    clock.advance(DAY);
    try {
      expect((await after.customer.agent.get(`/api/loan-applications/${after.loan.id}/kfs`)).body.withdrawal).toEqual({
        coolingOffEndsOn: "2026-11-30",
        feeRefunded: false,
        feeRefundable: true,
        feePaid: 12_500,
      });
      await after.customer.agent.post(`/api/loan-applications/${after.loan.id}/withdraw`).send({}).expect(200);
      expect(await paymentStatus(after.loan.id)).toEqual(["captured"]);
      const [mail] = await withdrawalMail(after.customer.user.id);
      expect(mail).toContain("The processing fee you paid is not refunded");
    } finally {
      clock.set("2026-11-27T06:30:00Z");
    }
  });

  it("keeps the fee when the settings make it non-refundable, as the KFS then says", async () => {
    await t.db.execute(sql`update settings set processing_fee_refundable = false`);
    try {
      const { customer, loan } = await applied();
      await paid(customer, loan.id);
      expect((await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body.withdrawal.feeRefunded).toBe(false);
      if (hasPdfTools())
        expect((await pdfOf(customer.agent.get(`/api/loan-applications/${loan.id}/kfs/pdf`))).text).toContain(
          "Processing fee if you withdraw Not refunded",
        );
      await customer.agent.post(`/api/loan-applications/${loan.id}/withdraw`).send({}).expect(200);
      expect(await paymentStatus(loan.id)).toEqual(["captured"]);
      const [mail] = await withdrawalMail(customer.user.id);
      expect(mail).toContain("The processing fee you paid is not refunded: your Key Fact Statement says it is not refundable.");
    } finally {
      await t.db.execute(sql`update settings set processing_fee_refundable = true`);
    }
  });

  it("keeps to the terms the borrower acknowledged when the settings change after", async () => {
    const { customer, loan } = await applied();
    await paid(customer, loan.id);
    await t.db.execute(sql`update settings set processing_fee_refundable = false, cooling_off_days = 1`);
    try {
      expect((await customer.agent.get(`/api/loan-applications/${loan.id}/kfs`)).body.withdrawal).toMatchObject({
        feeRefunded: true,
        feeRefundable: true,
      });
      await customer.agent.post(`/api/loan-applications/${loan.id}/withdraw`).send({}).expect(200);
      expect(await paymentStatus(loan.id)).toEqual(["refund_due"]);
    } finally {
      await t.db.execute(sql`update settings set processing_fee_refundable = true, cooling_off_days = 3`);
    }
  });
});
