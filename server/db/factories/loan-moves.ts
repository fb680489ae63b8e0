import { statusOfStage, type LoanStage } from "../../../shared/catalog/loan-stages";
import { DEFAULT_SETTINGS } from "../../../shared/catalog/settings";
import { assessLoan, rupeesToPaise, type Paise } from "../../../shared/finance";
import { formatPaiseExact } from "../../../shared/format";
import type { StoredInPrinciple, StoredRecommendation } from "../../../shared/schema";
import { LOAN_REJECTION_REASONS, type LoanFields } from "./loans";
import type { Random } from "./random";
import type { Staff } from "./stories";

/**
 * How a generated application moved after it was filed, as staff and the customer move one through the
 * API (server/modules/loans/loan-stages.service.ts; docs/decisions/loan-stages-and-maker-checker.md):
 * along the path, a sanction or rejection recommended by one member of staff and decided by another,
 * or withdrawn by the customer. `by` null is the customer.
 */
export type LoanMove = {
  action: "advance" | "recommend_sanction" | "recommend_rejection" | "sanction" | "reject" | "withdraw";
  /** The stage after the move (a recommendation leaves it where it was). */
  to: LoanStage;
  at: Date;
  by: Staff | null;
  note: string | null;
  /** What a sanction recommendation proposes, in rupees as staff type them. */
  terms?: { amount: number; interestRate: number; conditions: string };
};

const HOUR = 3_600_000;

/** Conditions an underwriter attaches to a sanction; the customer reads them in the sanction notice. */
const SANCTION_CONDITIONS = [
  "Original sale deed and the chain of title before disbursement",
  "Six months' bank statements of the salary account",
  "Property insurance assigned to the lender",
  "NOC from the society before disbursement",
  "",
];

const WITHDRAWAL_NOTES = ["Found a lower rate elsewhere", "Postponing the purchase", null, "Decided to prepay the old loan instead"];

/** The in-principle decision given at submission, with the default limits, as the server stores it. */
export function inPrincipleOf(fields: LoanFields, existingEmis: number | null): StoredInPrinciple {
  const old = fields.existingLoanDetails;
  const a = assessLoan(
    {
      loanType: fields.loanType,
      amount: rupeesToPaise(fields.amount),
      annualRatePercent: fields.interestRate,
      tenureMonths: fields.tenure,
      monthlyIncome: rupeesToPaise(fields.monthlyIncome),
      existingEmis: existingEmis === null ? null : rupeesToPaise(existingEmis),
      propertyValue: fields.propertyValue === undefined ? null : rupeesToPaise(fields.propertyValue),
      existingLoan: old
        ? { outstanding: rupeesToPaise(old.outstandingAmount), currentRate: old.currentRate, remainingMonths: old.remainingTenure ?? null }
        : null,
    },
    DEFAULT_SETTINGS,
  );
  return {
    result: a.result,
    sanctionablePaise: a.sanctionable,
    reasons: a.reasons,
    missing: a.missing,
    foirPercent: a.foirPercent,
    ltvPercent: a.ltvPercent,
  };
}

/**
 * Where a generated application got to, and the moves that took it there, spaced a few hours to days
 * apart and never past `now`; a young application has had time for fewer moves. Every stage occurs.
 */
export function buildLoanMoves(
  rng: Random,
  fields: LoanFields,
  appliedAt: Date,
  inPrinciple: StoredInPrinciple,
  staff: Staff[],
  now: Date,
): LoanMove[] {
  const target: LoanStage =
    inPrinciple.result === "ineligible"
      ? rng.weighted([
          ["submitted", 30],
          ["rejected", 55],
          ["withdrawn", 15],
        ] as const)
      : rng.weighted([
          ["submitted", 5],
          ["documents", 10],
          ["credit_review", 10],
          ["legal_technical", 9],
          ["sanctioned", 10],
          ["agreement", 8],
          ["disbursed", 22],
          ["rejected", 17],
          ["withdrawn", 9],
        ] as const);
  // One recommends (the maker), another decides (the checker). With fewer than two staff nothing is
  // decided: an application waits at credit review rather than be decided by its own recommender.
  const maker = staff.length ? rng.pick(staff) : null;
  const checker = staff.find((s) => s !== maker) ?? null;
  const moves: LoanMove[] = [];
  let at = appliedAt;
  let stage = "submitted" as LoanStage;
  /** The next moment, or null when there has not been time for another move. */
  const later = (minHours: number, maxHours: number): Date | null => {
    const t = at.getTime() + rng.int(minHours * 60, maxHours * 60) * 60_000;
    if (t > now.getTime() - HOUR) return null;
    return (at = new Date(t));
  };
  const move = (m: Omit<LoanMove, "at">, minHours = 3, maxHours = 60): boolean => {
    const when = later(minHours, maxHours);
    if (!when) return false;
    moves.push({ ...m, at: when });
    stage = m.to;
    return true;
  };
  const advance = (to: LoanStage) => move({ action: "advance", to, by: rng.pick(checker ? [maker, checker] : [maker]), note: null });

  if (target === "submitted") return moves;
  if (target === "withdrawn") {
    const from = rng.pick(["submitted", "documents", "credit_review", "sanctioned"] as const);
    const reached =
      from === "submitted" ||
      (advance("documents") && (from === "documents" || (advance("credit_review") && (from === "credit_review" || sanctionPath()))));
    if (reached) move({ action: "withdraw", to: "withdrawn", by: null, note: rng.pick(WITHDRAWAL_NOTES) });
    return moves;
  }
  if (target === "rejected") {
    const rejectAt =
      inPrinciple.result === "ineligible" ? "documents" : rng.pick(["documents", "credit_review", "legal_technical"] as const);
    for (const to of ["documents", "credit_review", "legal_technical"] as const) {
      if (stage === rejectAt) break;
      if (!advance(to)) return moves;
    }
    const reason = inPrinciple.result === "ineligible" ? LOAN_REJECTION_REASONS[0] : rng.pick(LOAN_REJECTION_REASONS);
    if (!move({ action: "recommend_rejection", to: stage, by: maker, note: reason }) || !checker) return moves;
    move({ action: "reject", to: "rejected", by: checker, note: reason });
    return moves;
  }
  if (!advance("documents") || target === "documents") return moves;
  if (!advance("credit_review")) return moves;
  if (target === "credit_review") {
    // Some wait for the checker with a recommendation made.
    if (rng.chance(0.4)) recommend();
    return moves;
  }
  if (!recommend() || !checker || !advance("legal_technical") || target === "legal_technical") return moves;
  if (!move({ action: "sanction", to: "sanctioned", by: checker, note: null }) || target === "sanctioned") return moves;
  if (!advance("agreement") || target === "agreement") return moves;
  advance("disbursed");
  return moves;

  function recommend(): boolean {
    // Sanctioned as applied for, or a little less when the file is borderline.
    const amount = inPrinciple.result === "refer" ? Math.floor((fields.amount * 0.9) / 10_000) * 10_000 : fields.amount;
    const conditions = rng.pick(SANCTION_CONDITIONS);
    return move({
      action: "recommend_sanction",
      to: stage,
      by: maker,
      note: `${formatPaiseExact(rupeesToPaise(amount))} at ${fields.interestRate.toFixed(2)}%${conditions ? `; conditions: ${conditions}` : ""}`,
      terms: { amount, interestRate: fields.interestRate, conditions },
    });
  }
  function sanctionPath(): boolean {
    return (
      recommend() &&
      checker !== null &&
      advance("legal_technical") &&
      move({ action: "sanction", to: "sanctioned", by: checker, note: null })
    );
  }
}

/** What the moves leave on the application's row, as the service's moves would have. */
export type LoanOutcome = {
  stage: LoanStage;
  status: ReturnType<typeof statusOfStage>;
  stageChangedAt: Date;
  rejectionReason: string | null;
  recommendation: StoredRecommendation | null;
  sanctionedAmountPaise: Paise | null;
  sanctionedRate: number | null;
  sanctionConditions: string | null;
};

export function outcomeOf(fields: LoanFields, appliedAt: Date, moves: LoanMove[]): LoanOutcome {
  const o: LoanOutcome = {
    stage: "submitted",
    status: "pending",
    stageChangedAt: appliedAt,
    rejectionReason: null,
    recommendation: null,
    sanctionedAmountPaise: null,
    sanctionedRate: null,
    sanctionConditions: null,
  };
  let version = 0;
  for (const m of moves) {
    if (m.action === "recommend_sanction" && m.terms && m.by)
      o.recommendation = {
        decision: "sanction",
        byUserId: m.by.id,
        at: m.at.toISOString(),
        version: ++version,
        amountPaise: rupeesToPaise(m.terms.amount),
        interestRate: m.terms.interestRate,
        conditions: m.terms.conditions,
      };
    else if (m.action === "recommend_rejection" && m.by)
      o.recommendation = { decision: "reject", byUserId: m.by.id, at: m.at.toISOString(), version: ++version, reason: m.note ?? "" };
    else {
      if (m.action === "sanction") {
        const rec = o.recommendation?.decision === "sanction" ? o.recommendation : null;
        o.sanctionedAmountPaise = rec?.amountPaise ?? rupeesToPaise(fields.amount);
        o.sanctionedRate = rec?.interestRate ?? fields.interestRate;
        o.sanctionConditions = rec?.conditions || null;
      }
      if (m.action === "reject") o.rejectionReason = m.note;
      if (m.action === "sanction" || m.action === "reject" || m.action === "withdraw") o.recommendation = null;
      o.stage = m.to;
      o.stageChangedAt = m.at;
    }
  }
  o.status = statusOfStage(o.stage);
  return o;
}
