import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paiseToRupees, processingFee, rupeesToPaise } from "../../../shared/finance";
import { queryRows } from "../../db/client";
import { validLoan } from "../../../tests/setup/factories";
import { setMakerChecker } from "../../../tests/setup/maker-checker";
import { acknowledgeKfs, completeChecklist, createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

type Who = Awaited<ReturnType<typeof signedInAgent>>;

let t: TestApp;
let adminA: Who;
let adminB: Who;
let superadmin: Who;
beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAgent(t, "admin");
  adminB = await signedInAgent(t, "admin");
  superadmin = await signedInAgent(t, "superadmin");
});
afterAll(() => t.close());

const makerChecker = (sanction: boolean, rejection: boolean) => setMakerChecker(t, { sanction, rejection });
afterEach(() => makerChecker(true, true));

const act = (who: Who, id: number, body: Record<string, unknown>) =>
  who.agent.post(`/api/admin/loan-applications/${id}/actions`).send(body);
const caseOf = async (who: Who, id: number) => (await who.agent.get(`/api/admin/loan-applications/${id}`).expect(200)).body;
const patch = (who: Who, id: number, body: Record<string, unknown>) => who.agent.patch(`/api/admin/loan-applications/${id}`).send(body);

async function applied(extra: Record<string, unknown> = {}) {
  const customer = await signedInAgent(t);
  const loan = (await customer.agent.post("/api/loan-applications").send(validLoan(extra)).expect(201)).body;
  return { customer, id: loan.id as number };
}

/** Advances the application from submitted to the given stage on the path, as admin A. */
async function advanceTo(id: number, stage: "documents" | "credit_review" | "legal_technical") {
  const path = ["submitted", "documents", "credit_review", "legal_technical"];
  for (let i = 0; path[i] !== stage; i++) {
    // The documents stage is passed with every required document accepted (the checklist's own tests send them).
    if (path[i] === "documents") await completeChecklist(t, id);
    await act(adminA, id, { action: "advance", expectedStage: path[i] }).expect(200);
  }
}

const kindsOf = async (userId: number) =>
  (await queryRows<{ kind: string }>(t.db, sql`select kind from notifications where user_id = ${userId} order by id`)).map((n) => n.kind);
/** The kinds of the e-mails queued for the customer's notifications (one each). */
const mailKindsOf = async (userId: number) =>
  (
    await queryRows<{ kind: string }>(
      t.db,
      sql`select payload->>'kind' as kind from outbox where topic = 'email'
        and dedupe_key in (select event_key from notifications where user_id = ${userId}) order by id`,
    )
  ).map((m) => m.kind);

describe("stages with maker-checker (on by default)", () => {
  it("moves along every stage: one staff member recommends, another sanctions; each move a history row, an audit row and a notice", async () => {
    const { customer, id } = await applied();
    await advanceTo(id, "credit_review");
    const recommended = await act(adminA, id, {
      action: "recommend_sanction",
      expectedStage: "credit_review",
      amount: 2_400_000,
      interestRate: 8.5,
      conditions: "Original sale deed before disbursement",
    });
    expect(recommended.status).toBe(200);
    expect(recommended.body.application.recommendation).toMatchObject({
      decision: "sanction",
      version: 1,
      by: { id: adminA.user.id, fullName: adminA.user.fullName },
      amount: 2_400_000,
      interestRate: 8.5,
      conditions: "Original sale deed before disbursement",
    });
    await act(adminA, id, { action: "advance", expectedStage: "credit_review" }).expect(200);

    // The recommender never sanctions their own recommendation, and is not offered it.
    expect((await caseOf(adminA, id)).allowedActions).not.toContain("sanction");
    const own = await act(adminA, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You recommended this; another member of staff must sanction it (maker-checker).");

    const checker = await caseOf(adminB, id);
    expect(checker.allowedActions).toEqual(["recommend_sanction", "recommend_rejection", "sanction"]);
    const sanctioned = await act(adminB, id, {
      action: "sanction",
      expectedStage: "legal_technical",
      recommendationVersion: 1,
      note: "Checked the file",
    });
    expect(sanctioned.status).toBe(200);
    expect(sanctioned.body.application).toMatchObject({
      stage: "sanctioned",
      status: "approved",
      recommendation: null,
      sanction: { amount: 2_400_000, interestRate: 8.5, conditions: "Original sale deed before disbursement" },
    });

    await act(adminB, id, { action: "advance", expectedStage: "sanctioned" }).expect(200);
    const disbursed = await act(adminA, id, { action: "advance", expectedStage: "agreement", note: "Paid to the builder" });
    expect(disbursed.body.application).toMatchObject({ stage: "disbursed", status: "approved" });
    expect(disbursed.body.allowedActions).toEqual([]);

    // The customer reads the stages and their dates, the terms, and no staff notes.
    const seen = (await customer.agent.get(`/api/loan-applications/${id}`).expect(200)).body;
    expect(seen).toMatchObject({ stage: "disbursed", status: "approved", processingFeeDue: true });
    expect(seen.sanction).toEqual({ amount: 2_400_000, interestRate: 8.5, conditions: "Original sale deed before disbursement" });
    expect(seen.stageHistory.map((h: { stage: string }) => h.stage)).toEqual([
      "submitted",
      "documents",
      "credit_review",
      "legal_technical",
      "sanctioned",
      "agreement",
      "disbursed",
    ]);
    expect(JSON.stringify(seen)).not.toContain("Checked the file");

    // Staff see every move with who made it and why, the recommendation included.
    const history = disbursed.body.stageHistory.map(
      (h: { fromStage: string; toStage: string; action: string; actor: { id: number } | null; note: string | null }) => [
        h.fromStage,
        h.toStage,
        h.action,
        h.actor?.id,
        h.note,
      ],
    );
    expect(history).toEqual([
      [null, "submitted", "submit", customer.user.id, null],
      ["submitted", "documents", "advance", adminA.user.id, null],
      ["documents", "credit_review", "advance", adminA.user.id, null],
      [
        "credit_review",
        "credit_review",
        "recommend_sanction",
        adminA.user.id,
        "₹24,00,000 at 8.50%; conditions: Original sale deed before disbursement",
      ],
      ["credit_review", "legal_technical", "advance", adminA.user.id, null],
      ["legal_technical", "sanctioned", "sanction", adminB.user.id, "Checked the file"],
      ["sanctioned", "agreement", "advance", adminB.user.id, null],
      ["agreement", "disbursed", "advance", adminA.user.id, "Paid to the builder"],
    ]);
    const audits = await queryRows<{ action_type: string; old_value: unknown; new_value: unknown }>(
      t.db,
      sql`select action_type, old_value, new_value from audit_logs where entity_type = 'loan_application' and entity_id = ${String(id)} and action_type <> 'create_loan_application' order by id`,
    );
    expect(audits.map((a) => a.action_type)).toEqual([
      "update_loan_stage",
      "update_loan_stage",
      "recommend_loan_decision",
      "update_loan_stage",
      "update_loan_status",
      "update_loan_stage",
      "update_loan_stage",
    ]);
    expect(audits[4]).toMatchObject({
      old_value: { status: "pending", stage: "legal_technical" },
      new_value: { status: "approved", stage: "sanctioned" },
    });
    expect(disbursed.body.audit.map((a: { actionType: string }) => a.actionType)).toContain("update_loan_status");

    const kinds = [
      "loan_submitted",
      "loan_stage_changed",
      "loan_stage_changed",
      "loan_stage_changed",
      "loan_approved",
      "loan_stage_changed",
      "loan_stage_changed",
    ];
    expect(await kindsOf(customer.user.id)).toEqual(kinds);
    expect(await mailKindsOf(customer.user.id)).toEqual(kinds);
    const [note] = await queryRows<{ title: string; body: string; link: string }>(
      t.db,
      sql`select title, body, link from notifications where user_id = ${customer.user.id} and kind = 'loan_approved'`,
    );
    expect(note.link).toBe(`/loans/${id}`);
    expect(note.body).toContain("we have sanctioned ₹24,00,000");
  });

  it("rejection: the recommender cannot reject it too; another member of staff can, and the open fee order expires", async () => {
    const { customer, id } = await applied();
    await acknowledgeKfs(customer.agent, id);
    const order = (await customer.agent.post(`/api/payments/loan-processing-fee/${id}`).expect(201)).body;
    const direct = await act(adminA, id, { action: "reject", expectedStage: "submitted", reason: "Income proof unclear" });
    expect(direct.status).toBe(409);
    expect(direct.body.message).toMatch(/must first recommend it; another member of staff then decides/);

    await act(adminA, id, { action: "recommend_rejection", expectedStage: "submitted", reason: "Income proof unclear" }).expect(200);
    expect(
      (await act(adminA, id, { action: "reject", expectedStage: "submitted", recommendationVersion: 1, reason: "Income proof unclear" }))
        .status,
    ).toBe(403);
    const rejected = await act(adminB, id, {
      action: "reject",
      expectedStage: "submitted",
      recommendationVersion: 1,
      reason: "Income proof is older than three months",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.application).toMatchObject({
      stage: "rejected",
      status: "rejected",
      rejectionReason: "Income proof is older than three months",
    });
    // Only a superadmin may reopen a rejection; admins are offered nothing.
    expect(rejected.body.allowedActions).toEqual([]);
    expect((await caseOf(superadmin, id)).allowedActions).toEqual(["reopen"]);

    const [payment] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where order_id = ${order.razorpay.order_id}`,
    );
    expect(payment.status).toBe("expired");
    const seen = (await customer.agent.get(`/api/loan-applications/${id}`)).body;
    expect(seen).toMatchObject({ stage: "rejected", processingFeeDue: false });
    expect(await kindsOf(customer.user.id)).toEqual(["loan_submitted", "loan_rejected"]);
  });

  it("a final stage never flips; a superadmin reopens a rejection with a reason (an admin is refused), and it is decided again", async () => {
    const { customer, id } = await applied();
    await act(adminA, id, { action: "recommend_rejection", expectedStage: "submitted", reason: "Property papers unclear" }).expect(200);
    await act(adminB, id, {
      action: "reject",
      expectedStage: "submitted",
      recommendationVersion: 1,
      reason: "Property papers unclear",
    }).expect(200);
    for (const body of [
      { action: "advance", expectedStage: "rejected" },
      { action: "recommend_sanction", expectedStage: "rejected", amount: 2_500_000, interestRate: 8.5 },
      { action: "reject", expectedStage: "rejected", reason: "Again" },
    ])
      expect((await act(adminA, id, body)).status).toBe(409);
    expect((await patch(adminA, id, { status: "approved" })).body).toMatchObject({ code: "INVALID_TRANSITION" });

    const byAdmin = await act(adminA, id, { action: "reopen", expectedStage: "rejected", reason: "Papers found" });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe("Only a superadmin can reopen an application");

    const reopened = await act(superadmin, id, {
      action: "reopen",
      expectedStage: "rejected",
      reason: "The papers were in the second file",
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.application).toMatchObject({
      stage: "credit_review",
      status: "pending",
      reopened: true,
      rejectionReason: null,
      recommendation: null,
    });
    expect(reopened.body.stageHistory.at(-1)).toMatchObject({
      fromStage: "rejected",
      toStage: "credit_review",
      action: "reopen",
      actor: { id: superadmin.user.id },
      note: "The papers were in the second file",
    });
    expect((await customer.agent.get(`/api/loan-applications/${id}`)).body).toMatchObject({ stage: "credit_review", status: "pending" });
    expect(await kindsOf(customer.user.id)).toEqual(["loan_submitted", "loan_rejected", "loan_stage_changed"]);

    // Decided again, along the path.
    await act(adminA, id, { action: "advance", expectedStage: "credit_review" }).expect(200);
    await act(adminA, id, { action: "recommend_sanction", expectedStage: "legal_technical", amount: 2_500_000, interestRate: 8.5 }).expect(
      200,
    );
    // The recommendation after the reopening is the application's second: a decision read on the first is never taken for it.
    expect((await act(adminB, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 })).body.code).toBe(
      "RECOMMENDATION_CHANGED",
    );
    await act(adminB, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 2 }).expect(200);
    // Disbursed is final for everyone, the superadmin included.
    await act(adminA, id, { action: "advance", expectedStage: "sanctioned" }).expect(200);
    await act(adminA, id, { action: "advance", expectedStage: "agreement" }).expect(200);
    expect((await act(superadmin, id, { action: "reopen", expectedStage: "disbursed", reason: "Mistake" })).status).toBe(409);
  });
});

describe("maker-checker off", () => {
  it("any member of staff sanctions in one step on the terms applied for, and rejects without a recommendation", async () => {
    await makerChecker(false, false);
    const { id } = await applied();
    await advanceTo(id, "legal_technical");
    const view = await caseOf(adminA, id);
    expect(view.makerChecker).toEqual({ sanction: false, rejection: false });
    expect(view.allowedActions).toEqual(["recommend_sanction", "recommend_rejection", "sanction", "reject"]);
    const sanctioned = await act(adminA, id, { action: "sanction", expectedStage: "legal_technical" });
    expect(sanctioned.body.application).toMatchObject({
      stage: "sanctioned",
      sanction: { amount: 2_500_000, interestRate: 8.5, conditions: "" },
    });

    const other = await applied();
    const rejected = await act(adminA, other.id, { action: "reject", expectedStage: "submitted", reason: "Not a resident of India" });
    expect(rejected.body.application).toMatchObject({ stage: "rejected", rejectionReason: "Not a resident of India" });
  });
});

describe("PATCH /api/admin/loan-applications/:id (the spec's one-step decision)", () => {
  it("with maker-checker on: refused with the reason until another member of staff has recommended it", async () => {
    const { id } = await applied();
    const approve = await patch(adminA, id, { status: "approved" });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(
      "To sanction this application, a member of staff must first recommend it; another member of staff then decides (maker-checker).",
    );
    expect((await patch(adminA, id, { status: "rejected", rejectionReason: "No income proof" })).status).toBe(409);

    await advanceTo(id, "credit_review");
    await act(adminA, id, { action: "recommend_sanction", expectedStage: "credit_review", amount: 2_000_000, interestRate: 8.5 }).expect(
      200,
    );
    expect((await patch(adminA, id, { status: "approved" })).status).toBe(403);
    // The staged process holds: no sanction before the legal and technical checks, by PATCH either.
    const early = await patch(adminB, id, { status: "approved" });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "An application is sanctioned after its legal and technical checks",
    });
    await act(adminA, id, { action: "advance", expectedStage: "credit_review" }).expect(200);
    const approved = await patch(adminB, id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", stage: "sanctioned" });
  });

  it("with maker-checker off: approves or rejects in one step from any stage before a sanction, and never flips", async () => {
    await makerChecker(false, false);
    const a = await applied();
    const approved = await patch(adminA, a.id, { status: "approved" });
    expect(approved.body).toMatchObject({ status: "approved", stage: "sanctioned" });
    expect((await patch(adminA, a.id, { status: "approved" })).body).toEqual({
      message: "This application is already approved",
      code: "ALREADY_IN_STATUS",
    });
    const flip = await patch(adminA, a.id, { status: "rejected", rejectionReason: "Changed my mind" });
    expect(flip.status).toBe(409);
    expect(flip.body.code).toBe("INVALID_TRANSITION");

    const b = await applied();
    await advanceTo(b.id, "documents");
    const rejected = await patch(adminA, b.id, { status: "rejected", rejectionReason: "Documents forged" });
    expect(rejected.body).toMatchObject({ status: "rejected", stage: "rejected", rejectionReason: "Documents forged" });
    expect((await patch(adminA, b.id, { status: "approved" })).status).toBe(409);
    const history = (await caseOf(adminB, b.id)).stageHistory.at(-1);
    expect(history).toMatchObject({ fromStage: "documents", toStage: "rejected", action: "decide", note: "Documents forged" });
  });
});

describe("a sanction is held to the underwriting rules, by every route", () => {
  // ₹38 lakh on a ₹40 lakh home: above the RBI's 80% cap for its slab. The property carries ₹32,00,000
  // (80% of ₹40 lakh); the income (₹95,000) supports far more, so LTV is the only rule that fails.
  const overLtv = { amount: 3_800_000, propertyValue: 4_000_000, existingEmis: 0 };

  it("above the cap is refused naming the limit; within it, sanctioned, and the fee held back in principle falls due", async () => {
    const { customer, id } = await applied(overLtv);
    const filed = (await customer.agent.get(`/api/loan-applications/${id}`).expect(200)).body;
    expect(filed).toMatchObject({ inPrinciple: { result: "ineligible", sanctionableAmount: 3_200_000 }, processingFeeDue: false });
    await advanceTo(id, "credit_review");
    const over = await act(adminA, id, {
      action: "recommend_sanction",
      expectedStage: "credit_review",
      amount: 3_500_000,
      interestRate: 8.5,
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      "A sanction of ₹35,00,000 at 8.5% is outside the lending rules. The loan can be at most 80% of the property's value (₹32,00,000 for this property). Lower the amount to ₹32,00,000.",
    );
    expect(over.body.issues).toEqual([{ path: "amount", message: over.body.message }]);
    expect((await caseOf(adminA, id)).application.recommendation).toBeNull();

    const threeDecimals = await act(adminA, id, {
      action: "recommend_sanction",
      expectedStage: "credit_review",
      amount: 3_200_000,
      interestRate: 8.555,
    });
    expect(threeDecimals.status).toBe(400);
    expect(threeDecimals.body.issues).toEqual([
      { path: "interestRate", message: "Give the interest rate to two decimals at most (for example 8.35)" },
    ]);

    await act(adminA, id, { action: "recommend_sanction", expectedStage: "credit_review", amount: 3_200_000, interestRate: 8.35 }).expect(
      200,
    );
    await act(adminA, id, { action: "advance", expectedStage: "credit_review" }).expect(200);
    const sanctioned = await act(adminB, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 });
    expect(sanctioned.status).toBe(200);
    expect(sanctioned.body.application.sanction).toEqual({ amount: 3_200_000, interestRate: 8.35, conditions: "" });
    // Sanctioned on terms the rules allow: the fee is due now, though the answer in principle was "ineligible".
    // ... as a share of the amount sanctioned, never of the ₹38 lakh the rules refused.
    const fee = paiseToRupees(processingFee(rupeesToPaise(3_200_000)));
    expect((await customer.agent.get(`/api/loan-applications/${id}`)).body).toMatchObject({
      stage: "sanctioned",
      processingFeeDue: true,
      processingFee: fee,
    });
    await acknowledgeKfs(customer.agent, id);
    const order = await customer.agent.post(`/api/payments/loan-processing-fee/${id}`);
    expect(order.status).toBe(201);
    expect(order.body.amount).toBe(fee);
    expect((await caseOf(adminA, id)).fee).toMatchObject({ amount: fee, due: true });

    // The e-mails after the sanction quote its terms (two decimals kept), not those applied for.
    await act(adminB, id, { action: "advance", expectedStage: "sanctioned" }).expect(200);
    const [agreement] = await queryRows<{ text: string }>(
      t.db,
      sql`select payload->>'text' as text from outbox where topic = 'email' and payload->>'kind' = 'loan_stage_changed'
        and dedupe_key in (select event_key from notifications where user_id = ${customer.user.id}) order by id desc limit 1`,
    );
    expect(agreement.text).toMatch(/Sanctioned amount: +₹32,00,000/);
    expect(agreement.text).toMatch(/Interest rate: +8\.35% a year/);
    expect(agreement.text).not.toContain("₹38,00,000");
  });

  it("with maker-checker off, a one-step sanction at terms outside the rules is refused, by the action and by PATCH", async () => {
    await makerChecker(false, false);
    const { id } = await applied(overLtv);
    const byPatch = await patch(adminA, id, { status: "approved" });
    expect(byPatch.status).toBe(400);
    expect(byPatch.body.message).toMatch(
      /^A sanction of ₹38,00,000 at 8\.5% is outside the lending rules\. .*Lower the amount to ₹32,00,000\.$/,
    );
    await advanceTo(id, "legal_technical");
    const byAction = await act(adminA, id, { action: "sanction", expectedStage: "legal_technical" });
    expect(byAction.status).toBe(400);
    expect((await caseOf(adminA, id)).application).toMatchObject({ stage: "legal_technical", sanction: null });
  });

  it("a balance transfer that does not pay for itself has no sanctionable amount and cannot be sanctioned", async () => {
    await makerChecker(false, false);
    const bt = {
      loanType: "BTTopUp",
      amount: 3_000_000,
      propertyValue: undefined,
      propertyAddress: undefined,
      existingEmis: 0,
      existingLoanDetails: {
        lenderName: "State Bank of India",
        accountNumber: "SBI-001234",
        outstandingAmount: 5_000_000,
        currentRate: 7.5,
        remainingTenure: 200,
      },
    };
    const { customer, id } = await applied(bt);
    const filed = (await customer.agent.get(`/api/loan-applications/${id}`).expect(200)).body;
    expect(filed.inPrinciple).toMatchObject({ result: "ineligible", sanctionableAmount: null });
    expect((await caseOf(adminA, id)).assessment).toMatchObject({ result: "ineligible", sanctionable: null });
    const refused = await patch(adminA, id, { status: "approved" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("The new loan must cover the outstanding ₹50,00,000 of your current loan.");

    // One that covers the old loan at a lower rate, but with a year left saves less than the switch costs.
    const rate = validLoan({ loanType: "BTTopUp" }).interestRate;
    const short = await applied({
      ...bt,
      existingLoanDetails: { ...bt.existingLoanDetails, outstandingAmount: 3_000_000, currentRate: rate + 0.25, remainingTenure: 12 },
    });
    expect((await caseOf(adminA, short.id)).assessment).toMatchObject({ result: "ineligible", sanctionable: null });
    await advanceTo(short.id, "legal_technical");
    const bySanction = await act(adminA, short.id, { action: "sanction", expectedStage: "legal_technical" });
    expect(bySanction.status).toBe(400);
    expect(bySanction.body.message).toMatch(
      /^A sanction of ₹30,00,000 at .*Over the remaining 12 months the lower rate saves ₹[\d,]+ in interest, less than the ₹[\d,]+ the switch costs/,
    );
  });
});

describe("the recommendation the checker read", () => {
  it("a decision on a recommendation replaced since is refused with 409 RECOMMENDATION_CHANGED; nothing changes", async () => {
    const { id } = await applied();
    await advanceTo(id, "credit_review");
    await act(adminA, id, { action: "recommend_sanction", expectedStage: "credit_review", amount: 2_500_000, interestRate: 8.5 }).expect(
      200,
    );
    await act(adminA, id, { action: "advance", expectedStage: "credit_review" }).expect(200);
    const read = await caseOf(adminB, id);
    expect(read.application.recommendation).toMatchObject({ version: 1, amount: 2_500_000 });

    // Meanwhile the terms are recommended again, lower.
    await act(superadmin, id, {
      action: "recommend_sanction",
      expectedStage: "legal_technical",
      amount: 2_000_000,
      interestRate: 8.5,
    }).expect(200);
    for (const version of [1, undefined]) {
      const stale = await act(adminB, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "RECOMMENDATION_CHANGED", currentStage: "legal_technical" });
    }
    expect((await caseOf(adminB, id)).application).toMatchObject({ stage: "legal_technical", recommendation: { version: 2 } });
    const sanctioned = await act(adminB, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 2 });
    expect(sanctioned.body.application.sanction).toMatchObject({ amount: 2_000_000 });
  });

  it("a sanction read on a recommendation to sanction is refused once it was replaced by one to reject, even by the reader", async () => {
    const { id } = await applied();
    await advanceTo(id, "legal_technical");
    await act(adminA, id, { action: "recommend_sanction", expectedStage: "legal_technical", amount: 2_500_000, interestRate: 8.5 }).expect(
      200,
    );
    await act(adminB, id, { action: "recommend_rejection", expectedStage: "legal_technical", reason: "Title chain incomplete" }).expect(
      200,
    );
    const stale = await act(adminB, id, { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("RECOMMENDATION_CHANGED");
    expect((await caseOf(superadmin, id)).application).toMatchObject({
      stage: "legal_technical",
      recommendation: { decision: "reject", version: 2 },
    });
  });

  it("with maker-checker off, a sanction meant for the applied terms is refused once a recommendation has been made", async () => {
    await makerChecker(false, false);
    const { id } = await applied();
    await advanceTo(id, "legal_technical");
    await act(adminA, id, { action: "recommend_sanction", expectedStage: "legal_technical", amount: 1_500_000, interestRate: 8.5 }).expect(
      200,
    );
    const unseen = await act(adminB, id, { action: "sanction", expectedStage: "legal_technical" });
    expect(unseen.body.code).toBe("RECOMMENDATION_CHANGED");
  });
});

describe("withdrawal by the customer", () => {
  it("the owner withdraws before disbursement; another customer is told it does not exist; not twice, not after a rejection or disbursement", async () => {
    const { customer, id } = await applied();
    await acknowledgeKfs(customer.agent, id);
    const order = (await customer.agent.post(`/api/payments/loan-processing-fee/${id}`).expect(201)).body;
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.post(`/api/loan-applications/${id}/withdraw`).send({})).status).toBe(404);
    expect((await adminA.agent.post(`/api/loan-applications/${id}/withdraw`).send({})).status).toBe(404);

    await advanceTo(id, "credit_review");
    const withdrawn = await customer.agent.post(`/api/loan-applications/${id}/withdraw`).send({ reason: "Found a cheaper loan" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ stage: "withdrawn", status: "rejected", processingFeeDue: false });
    expect(withdrawn.body.stageHistory.at(-1).stage).toBe("withdrawn");
    const [payment] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where order_id = ${order.razorpay.order_id}`,
    );
    expect(payment.status).toBe("expired");
    expect((await customer.agent.post(`/api/payments/loan-processing-fee/${id}`)).status).toBe(409);
    expect((await customer.agent.post(`/api/loan-applications/${id}/withdraw`)).body.code).toBe("ALREADY_IN_STATUS");
    expect((await act(adminA, id, { action: "advance", expectedStage: "withdrawn" })).status).toBe(409);
    const staffView = await caseOf(adminA, id);
    expect(staffView.stageHistory.at(-1)).toMatchObject({
      action: "withdraw",
      actor: { id: customer.user.id },
      note: "Found a cheaper loan",
    });
    expect(await kindsOf(customer.user.id)).toEqual(["loan_submitted", "loan_stage_changed", "loan_stage_changed", "loan_withdrawn"]);

    // Withdrawn is not a rejection: the spec's PATCH says so rather than "already rejected".
    const decide = await patch(adminA, id, { status: "rejected", rejectionReason: "Too late" });
    expect(decide.body).toEqual({
      code: "INVALID_TRANSITION",
      message: "The customer withdrew this application, so there is nothing to decide",
    });
    // Its e-mail asks no fee.
    const [mail] = await queryRows<{ text: string }>(
      t.db,
      sql`select payload->>'text' as text from outbox where topic = 'email' and payload->>'kind' = 'loan_withdrawn'
        and dedupe_key in (select event_key from notifications where user_id = ${customer.user.id})`,
    );
    expect(mail.text).not.toContain("Processing fee:");
    expect(mail.text).toContain("No processing fee is due on it now.");

    await makerChecker(false, false);
    const paidOut = await applied();
    await patch(adminA, paidOut.id, { status: "approved" }).expect(200);
    await act(adminA, paidOut.id, { action: "advance", expectedStage: "sanctioned" }).expect(200);
    await act(adminA, paidOut.id, { action: "advance", expectedStage: "agreement" }).expect(200);
    const late = await paidOut.customer.agent.post(`/api/loan-applications/${paidOut.id}/withdraw`).send({});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This loan has been paid out, so the application can no longer be withdrawn");
  });
});

describe("the staff list", () => {
  it("finds applications by stage", async () => {
    const { id } = await applied();
    await advanceTo(id, "credit_review");
    const found = (await adminA.agent.get("/api/admin/loan-applications").query({ q: "credit review", pageSize: 100 }).expect(200)).body;
    const items = (Array.isArray(found) ? found : found.items) as { id: number; stage: string }[];
    expect(items.map((l) => l.id)).toContain(id);
    expect(new Set(items.map((l) => l.stage))).toEqual(new Set(["credit_review"]));
  });
});

describe("the stage the viewer saw", () => {
  it("a stale expectedStage is refused with 409 STAGE_CHANGED and the current stage; nothing changes", async () => {
    const { id } = await applied();
    await act(adminA, id, { action: "advance", expectedStage: "submitted" }).expect(200);
    const stale = await act(adminB, id, { action: "advance", expectedStage: "submitted" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "STAGE_CHANGED", currentStage: "documents" });
    expect(stale.body.message).toMatch(/moved to documents/);
    expect((await caseOf(adminA, id)).application.stage).toBe("documents");
  });

  it("two members of staff acting at once: one wins, the other gets 409 with the current stage, never a 500", async () => {
    const { id } = await applied();
    const answers = await Promise.all([
      act(adminA, id, { action: "advance", expectedStage: "submitted" }),
      act(adminB, id, { action: "advance", expectedStage: "submitted" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({ code: "STAGE_CHANGED", currentStage: "documents" });
    const [{ moves }] = await queryRows<{ moves: number }>(
      t.db,
      sql`select count(*)::int as moves from loan_stage_history where application_id = ${id} and action = 'advance'`,
    );
    expect(moves).toBe(1);
  });
});

describe("the case view", () => {
  it("shows the applicant, KYC, the assessment now, the fee and the trail; staff never act on their own application", async () => {
    const { customer, id } = await applied({ existingEmis: 10_000 });
    const view = await caseOf(adminA, id);
    expect(view.applicant).toMatchObject({ id: customer.user.id, fullName: customer.user.fullName, email: customer.user.email });
    expect(view.application).toMatchObject({
      id,
      stage: "submitted",
      loanTypeLabel: "Home Loan",
      amount: 2_500_000,
      recommendation: null,
      sanction: null,
    });
    expect(view.assessment).toMatchObject({ emi: 21_696, ltvPercent: 62.5, ltvCapPercent: 90 });
    expect(view.fee).toEqual({ amount: 12_500, paid: false, due: true, paidAt: null, paymentId: null });
    expect(view.limits).toEqual({ maxFoirPercent: 50, lapLtvPercent: 60, modtStampDutyPercent: 0.2, btLegalCharges: 10_000 });
    expect(view.allowedActions).toEqual(["advance", "recommend_rejection"]);
    expect(view.audit[0]).toMatchObject({ actionType: "create_loan_application", actor: { id: customer.user.id } });

    await acknowledgeKfs(customer.agent, id);
    const order = (await customer.agent.post(`/api/payments/loan-processing-fee/${id}`).expect(201)).body;
    await customer.agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_case_view1", razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
    const paid = await caseOf(adminA, id);
    expect(paid.fee).toMatchObject({ paid: true, due: false, paymentId: "pay_case_view1" });

    const own = (await adminA.agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    const ownCase = await adminA.agent.get(`/api/admin/loan-applications/${own.id}`);
    expect(ownCase.status).toBe(403);
    expect(ownCase.body.message).toBe("You cannot review your own application");
    expect((await caseOf(adminB, own.id)).allowedActions).toEqual(["advance", "recommend_rejection"]);
    const refused = await act(adminA, own.id, { action: "advance", expectedStage: "submitted" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You cannot review your own application");
  });

  it("is staff only; a missing application is 404; a bad action is a 400 naming the field", async () => {
    const { customer, id } = await applied();
    expect((await customer.agent.get(`/api/admin/loan-applications/${id}`)).status).toBe(403);
    expect(
      (await customer.agent.post(`/api/admin/loan-applications/${id}/actions`).send({ action: "advance", expectedStage: "submitted" }))
        .status,
    ).toBe(403);
    expect((await adminA.agent.get("/api/admin/loan-applications/999999")).status).toBe(404);
    const noStage = await act(adminA, id, { action: "advance" });
    expect(noStage.status).toBe(400);
    expect(noStage.body.issues[0].path).toBe("expectedStage");
    const tooMuch = await act(adminA, id, {
      action: "recommend_sanction",
      expectedStage: "submitted",
      amount: 2_500_000,
      interestRate: 8.5,
    });
    expect(tooMuch.status).toBe(409);
    await advanceTo(id, "credit_review");
    const over = await act(adminA, id, {
      action: "recommend_sanction",
      expectedStage: "credit_review",
      amount: 2_600_000,
      interestRate: 8.5,
    });
    expect(over.status).toBe(400);
    expect(over.body.issues).toEqual([{ path: "amount", message: "The amount to sanction cannot exceed the ₹25,00,000 applied for" }]);
  });
});
