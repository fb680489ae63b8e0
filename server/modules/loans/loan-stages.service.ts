import { and, count, eq, inArray } from "drizzle-orm";
import {
  FINAL_STAGES,
  nextStage,
  statusOfStage,
  UNDECIDED_STAGES,
  WITHDRAWABLE_STAGES,
  type LoanAction,
  type LoanStage,
} from "../../../shared/catalog/loan-stages";
import { now } from "../../../shared/clock";
import { paiseToRupees, rupeesToPaise } from "../../../shared/finance";
import { formatPaiseExact } from "../../../shared/format";
import {
  loanApplications,
  loanStageHistory,
  type LoanActionInput,
  type LoanApplication,
  type LoanDecision,
  type PublicUser,
  type Settings,
  type StoredRecommendation,
} from "../../../shared/schema";
import type { Executor } from "../../db/client";
import {
  alreadyInStatus,
  badRequest,
  forbidden,
  invalidTransition,
  notFound,
  recommendationChanged,
  stageChanged,
} from "../../http/errors";
import { refuseOwnReview } from "../../http/four-eyes";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { loanApproved, loanRejected, loanStageChanged, loanWithdrawn, notify, type Notice } from "../notifications";
import { capturedPaymentOf, expireOpenOrders, markRefundDue } from "../payments";
import { withdrawalTermsOf } from "./papers/papers.service";
import { refuseSanctionOutsideRules } from "./loan-rules";
import { refuseIncompleteChecklist } from "./documents/checklist.service";

// The rules of the stages, maker-checker and reopening: docs/decisions/loan-stages-and-maker-checker.md.

type Viewer = Pick<PublicUser, "id" | "role">;
export type MakerChecker = { sanction: boolean; rejection: boolean };
export const makerCheckerOf = (s: Settings): MakerChecker => ({ sanction: s.makerCheckerSanction, rejection: s.makerCheckerRejection });

/** A rejection (or its recommendation) is made while the decision is open, never after a sanction. */
const UNDECIDED = UNDECIDED_STAGES;
/** Where a sanction may be recommended: once the credit team has the file. */
const RECOMMEND_SANCTION_AT: readonly LoanStage[] = ["credit_review", "legal_technical"];
/** What a superadmin may reopen (to credit review): a rejection, or a sanction not yet signed. */
const REOPENABLE: readonly LoanStage[] = ["rejected", "sanctioned"];

const byOther = (rec: StoredRecommendation | null, decision: StoredRecommendation["decision"], viewer: Viewer) =>
  rec?.decision === decision && rec.byUserId !== viewer.id;

/** What this viewer may do with the application now; the actions below refuse anything else with the reason. */
export function allowedActions(row: LoanApplication, viewer: Viewer, mc: MakerChecker): LoanAction[] {
  if (row.userId === viewer.id) return [];
  const actions: LoanAction[] = [];
  const { stage, recommendation: rec } = row;
  if (nextStage(stage) && stage !== "legal_technical") actions.push("advance");
  if (RECOMMEND_SANCTION_AT.includes(stage)) actions.push("recommend_sanction");
  if (UNDECIDED.includes(stage)) actions.push("recommend_rejection");
  if (stage === "legal_technical" && (!mc.sanction || byOther(rec, "sanction", viewer))) actions.push("sanction");
  if (UNDECIDED.includes(stage) && (!mc.rejection || byOther(rec, "reject", viewer))) actions.push("reject");
  if (viewer.role === "superadmin" && REOPENABLE.includes(stage)) actions.push("reopen");
  return actions;
}

/** The application, locked until the transaction ends: two staff acting at once take turns, and the second sees the first's stage. */
async function lockLoan(tx: Executor, id: number): Promise<LoanApplication> {
  const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for("update");
  if (!row) throw notFound("Loan application not found");
  return row;
}

const refuseFinal = (row: LoanApplication) => {
  if (FINAL_STAGES.includes(row.stage))
    throw invalidTransition(
      row.stage === "rejected"
        ? "This application was rejected: a final decision is not changed. A superadmin may reopen it with a reason."
        : `This application is ${row.stage}: a final stage is not changed.`,
    );
};

/** A decision is taken on the recommendation the viewer read (none, or the version they were shown), never on one made since. */
function refuseChangedRecommendation(row: LoanApplication, seenVersion: number | undefined) {
  if ((row.recommendation?.version ?? null) !== (seenVersion ?? null)) throw recommendationChanged(row.stage);
}

/** With maker-checker on, a decision needs another member of staff's recommendation of it (never the viewer's own). */
function refuseWithoutRecommendation(row: LoanApplication, decision: StoredRecommendation["decision"], viewer: Viewer) {
  const rec = row.recommendation;
  const verb = decision === "sanction" ? "sanction" : "reject";
  if (rec?.decision === decision && rec.byUserId === viewer.id)
    throw forbidden(`You recommended this; another member of staff must ${verb} it (maker-checker).`);
  if (rec?.decision !== decision)
    throw invalidTransition(
      `To ${verb} this application, a member of staff must first recommend it; another member of staff then decides (maker-checker).`,
    );
}

type Move = {
  to: LoanStage;
  /** What the history and audit call it: an action, "withdraw" or "decide" (the spec's PATCH). */
  action: string;
  note: string | null;
  changes?: Partial<typeof loanApplications.$inferInsert>;
  notice: (updated: LoanApplication) => Notice;
  description: string;
};

/**
 * One move between stages, in the caller's transaction: the row (its status following its stage), a
 * history row, the audit row with the old and new stage, the customer's notice (in-app and e-mail), and,
 * when the application ends, its open fee orders expired.
 */
async function move(tx: Executor, row: LoanApplication, m: Move, ctx: RequestContext): Promise<LoanApplication> {
  const at = now();
  const [updated] = await tx
    .update(loanApplications)
    .set({ ...m.changes, stage: m.to, status: statusOfStage(m.to), stageChangedAt: at, updatedAt: at })
    .where(eq(loanApplications.id, row.id))
    .returning();
  await tx
    .insert(loanStageHistory)
    .values({ applicationId: row.id, fromStage: row.stage, toStage: m.to, action: m.action, actorId: ctx.userId, note: m.note, at });
  if (m.to === "rejected" || m.to === "withdrawn")
    await expireOpenOrders(tx, "loan-processing-fee", row.id, ctx, `loan application #${row.id} was ${m.to}`, row.userId);
  const statusChanged = updated.status !== row.status;
  await writeAudit(tx, ctx, {
    actionType: statusChanged ? "update_loan_status" : "update_loan_stage",
    entityType: "loan_application",
    entityId: row.id,
    subjectId: row.userId,
    oldValue: { status: row.status, stage: row.stage },
    newValue: { status: updated.status, stage: updated.stage },
    // Words about the customer are kept beside the row, and erased with them.
    personal: {
      oldValue: m.changes && "rejectionReason" in m.changes && row.rejectionReason ? { rejectionReason: row.rejectionReason } : null,
      newValue: m.changes?.rejectionReason ? { rejectionReason: m.changes.rejectionReason } : m.note ? { note: m.note } : null,
    },
    description: m.description,
  });
  await notify(tx, m.notice(updated));
  return updated;
}

type NewRecommendation = StoredRecommendation extends infer R
  ? R extends StoredRecommendation
    ? Omit<R, "version" | "at">
    : never
  : never;

/**
 * A recommendation recorded (no move): in the history at the same stage, and audited. The customer is not
 * told. Its version counts every recommendation the application has had, so one replaced after a reopen
 * is never taken for the one a checker read before.
 */
async function recommend(tx: Executor, row: LoanApplication, made: NewRecommendation, note: string, ctx: RequestContext) {
  const at = now();
  const [{ made: before }] = await tx
    .select({ made: count() })
    .from(loanStageHistory)
    .where(
      and(eq(loanStageHistory.applicationId, row.id), inArray(loanStageHistory.action, ["recommend_sanction", "recommend_rejection"])),
    );
  const rec: StoredRecommendation = { ...made, at: at.toISOString(), version: before + 1 };
  await tx.update(loanApplications).set({ recommendation: rec, updatedAt: at }).where(eq(loanApplications.id, row.id));
  await tx.insert(loanStageHistory).values({
    applicationId: row.id,
    fromStage: row.stage,
    toStage: row.stage,
    action: rec.decision === "sanction" ? "recommend_sanction" : "recommend_rejection",
    actorId: ctx.userId,
    note,
    at,
  });
  await writeAudit(tx, ctx, {
    actionType: "recommend_loan_decision",
    entityType: "loan_application",
    entityId: row.id,
    subjectId: row.userId,
    oldValue: row.recommendation ? { decision: row.recommendation.decision } : null,
    newValue: { decision: rec.decision, stage: row.stage },
    personal: { newValue: { note } },
    description: `Loan application #${row.id}: ${rec.decision === "sanction" ? "sanction" : "rejection"} recommended`,
  });
}

const SANCTION_CLEARED = { sanctionedAmountPaise: null, sanctionedRate: null, sanctionConditions: null } as const;

/**
 * Sanction on the recommended terms, or (maker-checker off, none recommended) on the terms applied for;
 * refused when the rules find those terms ineligible.
 */
function sanctionMove(row: LoanApplication, settings: Settings, action: string, note: string | null): Move {
  const rec = row.recommendation?.decision === "sanction" ? row.recommendation : null;
  const amountPaise = rec?.amountPaise ?? row.amountPaise;
  const rate = rec?.interestRate ?? row.interestRate;
  refuseSanctionOutsideRules(row, settings, amountPaise, rate);
  return {
    to: "sanctioned",
    action,
    note,
    changes: {
      sanctionedAmountPaise: amountPaise,
      sanctionedRate: rate,
      sanctionConditions: rec?.conditions || null,
      recommendation: null,
    },
    notice: loanApproved,
    description: `Loan application #${row.id} approved: ${formatPaiseExact(amountPaise)} sanctioned at ${rate.toFixed(2)}%`,
  };
}

function rejectMove(row: LoanApplication, action: string, reason: string): Move {
  return {
    to: "rejected",
    action,
    note: reason,
    changes: { rejectionReason: reason, recommendation: null },
    notice: loanRejected,
    description: `Loan application #${row.id} rejected with a reason`,
  };
}

/** One staff action, in one transaction; refused (and nothing kept) when the stage the viewer saw is no longer the stage. */
export async function applyLoanAction(
  tx: Executor,
  id: number,
  input: LoanActionInput,
  viewer: Viewer,
  settings: Settings,
  ctx: RequestContext,
): Promise<void> {
  const row = await lockLoan(tx, id);
  refuseOwnReview(row.userId, ctx, "application");
  if (input.action === "reopen" && viewer.role !== "superadmin") throw forbidden("Only a superadmin can reopen an application");
  if (row.stage !== input.expectedStage) throw stageChanged(row.stage);
  const mc = makerCheckerOf(settings);
  switch (input.action) {
    case "advance": {
      refuseFinal(row);
      const to = nextStage(row.stage);
      if (row.stage === "legal_technical" || !to)
        throw invalidTransition("An application moves to sanctioned only by a sanction decision, not by advancing it");
      // The credit team reads a complete file: every required document of the checklist accepted.
      if (row.stage === "documents") await refuseIncompleteChecklist(tx, row);
      await move(
        tx,
        row,
        {
          to,
          action: "advance",
          note: input.note || null,
          notice: loanStageChanged,
          description: `Loan application #${row.id} moved from ${row.stage} to ${to}`,
        },
        ctx,
      );
      return;
    }
    case "recommend_sanction": {
      if (!RECOMMEND_SANCTION_AT.includes(row.stage))
        throw invalidTransition("A sanction is recommended at credit review or at legal and technical checks");
      const amountPaise = rupeesToPaise(input.amount);
      if (amountPaise > row.amountPaise) {
        const message = `The amount to sanction cannot exceed the ${formatPaiseExact(row.amountPaise)} applied for`;
        throw badRequest(message, [{ path: "amount", message }]);
      }
      refuseSanctionOutsideRules(row, settings, amountPaise, input.interestRate);
      const terms = `${formatPaiseExact(amountPaise)} at ${input.interestRate.toFixed(2)}%${input.conditions ? `; conditions: ${input.conditions}` : ""}`;
      await recommend(
        tx,
        row,
        {
          decision: "sanction",
          byUserId: viewer.id,
          amountPaise,
          interestRate: input.interestRate,
          conditions: input.conditions,
        },
        terms,
        ctx,
      );
      return;
    }
    case "recommend_rejection": {
      if (!UNDECIDED.includes(row.stage)) throw invalidTransition("A rejection is recommended only before the application is sanctioned");
      await recommend(tx, row, { decision: "reject", byUserId: viewer.id, reason: input.reason }, input.reason, ctx);
      return;
    }
    case "sanction": {
      refuseFinal(row);
      if (row.stage !== "legal_technical") throw invalidTransition("An application is sanctioned after its legal and technical checks");
      // The recommendation first: one replaced since the viewer looked makes any other refusal beside the point.
      refuseChangedRecommendation(row, input.recommendationVersion);
      if (mc.sanction) refuseWithoutRecommendation(row, "sanction", viewer);
      await move(tx, row, sanctionMove(row, settings, "sanction", input.note || null), ctx);
      return;
    }
    case "reject": {
      refuseFinal(row);
      if (!UNDECIDED.includes(row.stage))
        throw invalidTransition("A sanctioned application is not rejected: a superadmin may reopen it, and it is decided again");
      refuseChangedRecommendation(row, input.recommendationVersion);
      if (mc.rejection) refuseWithoutRecommendation(row, "reject", viewer);
      await move(tx, row, rejectMove(row, "reject", input.reason), ctx);
      return;
    }
    case "reopen": {
      if (!REOPENABLE.includes(row.stage)) throw invalidTransition("Only a rejected or sanctioned application can be reopened");
      await move(
        tx,
        row,
        {
          to: "credit_review",
          action: "reopen",
          note: input.reason,
          changes: { ...SANCTION_CLEARED, reopened: true, recommendation: null, rejectionReason: null },
          notice: loanStageChanged,
          description: `Loan application #${row.id} reopened from ${row.stage} to credit_review with a reason`,
        },
        ctx,
      );
      return;
    }
  }
}

/**
 * The spec's one-step decision: approved is a sanction, rejected a rejection, from any stage before a
 * sanction; maker-checker applies as to the actions. A final decision never flips.
 */
export async function decideLoanStage(
  tx: Executor,
  id: number,
  decision: LoanDecision,
  viewer: Viewer,
  settings: Settings,
  ctx: RequestContext,
): Promise<LoanApplication> {
  const row = await lockLoan(tx, id);
  refuseOwnReview(row.userId, ctx, "application");
  // A withdrawn application reads "rejected" to the spec's client, but it was the customer's choice.
  if (row.stage === "withdrawn") throw invalidTransition("The customer withdrew this application, so there is nothing to decide");
  // The one answer for "already in that status" across modules (docs/decisions/api-contract-for-any-client.md).
  if (row.status === decision.status) throw alreadyInStatus(`This application is already ${decision.status}`);
  if (!UNDECIDED.includes(row.stage))
    throw invalidTransition(
      "A final decision is not changed: a superadmin may reopen the application with a reason, and it is decided again",
    );
  const mc = makerCheckerOf(settings);
  if (decision.status === "approved") {
    if (mc.sanction) refuseWithoutRecommendation(row, "sanction", viewer);
    // With maker-checker on, the staged process holds here too: no sanction before the legal and technical checks.
    if (mc.sanction && row.stage !== "legal_technical")
      throw invalidTransition("An application is sanctioned after its legal and technical checks");
    return move(tx, row, sanctionMove(row, settings, "decide", null), ctx);
  }
  if (mc.rejection) refuseWithoutRecommendation(row, "reject", viewer);
  return move(tx, row, rejectMove(row, "decide", decision.rejectionReason!), ctx);
}

/** The customer withdraws their own application before the money is paid out. */
export async function withdrawLoan(
  tx: Executor,
  userId: number,
  id: number,
  reason: string | undefined,
  ctx: RequestContext,
): Promise<LoanApplication> {
  const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for("update");
  // Another customer's application is "not found", never "forbidden": ids reveal nothing.
  if (!row || row.userId !== userId) throw notFound(/*i18n*/ "Loan application not found");
  if (row.stage === "withdrawn") throw alreadyInStatus(/*i18n*/ "This application is already withdrawn");
  if (!WITHDRAWABLE_STAGES.includes(row.stage))
    throw invalidTransition(
      row.stage === "disbursed"
        ? /*i18n*/ "This loan has been paid out, so the application can no longer be withdrawn"
        : /*i18n*/ "This application was not approved, so there is nothing to withdraw",
    );
  // The fee paid comes back while the KFS says so: before a sanction, or within the cooling-off period after it.
  const terms = await withdrawalTermsOf(tx, row);
  const refunded = terms.feeRefunded
    ? await markRefundDue(tx, "loan-processing-fee", row.id, ctx, `loan application #${row.id} withdrawn`, row.userId)
    : null;
  const kept = !refunded && (await capturedPaymentOf(tx, "loan-processing-fee", row.id)) !== null;
  return move(
    tx,
    row,
    {
      to: "withdrawn",
      action: "withdraw",
      note: reason || null,
      changes: { recommendation: null },
      notice: (updated) =>
        loanWithdrawn(
          updated,
          refunded ? { refunded } : kept ? (terms.feeRefundable ? "kept_after_cooling_off" : "kept_not_refundable") : null,
        ),
      description: `Loan application #${row.id} withdrawn by the customer from ${row.stage}${refunded ? "; processing fee to be refunded" : ""}`,
    },
    ctx,
  );
}

/** The recommendation as the case view shows it, with who made it. */
export function recommendationJson(rec: StoredRecommendation | null, names: Map<number, string>) {
  if (!rec) return null;
  const by = { id: rec.byUserId, fullName: names.get(rec.byUserId) ?? `Staff #${rec.byUserId}` };
  return rec.decision === "sanction"
    ? {
        decision: rec.decision,
        version: rec.version,
        by,
        at: rec.at,
        amount: paiseToRupees(rec.amountPaise),
        interestRate: rec.interestRate,
        conditions: rec.conditions,
      }
    : { decision: rec.decision, version: rec.version, by, at: rec.at, reason: rec.reason };
}
