import type { LOAN_STATUSES } from "./loan-types";

/**
 * The stages an application moves through (docs/decisions/loan-stages-and-maker-checker.md), in order,
 * then its two other ends. The stage is the truth; the published `status` (pending / approved / rejected)
 * is derived from it for clients that know only that (statusOfStage).
 */
export const LOAN_STAGE_PATH = [
  "submitted",
  "documents",
  "credit_review",
  "legal_technical",
  "sanctioned",
  "agreement",
  "disbursed",
] as const;
export const LOAN_STAGES = [...LOAN_STAGE_PATH, "rejected", "withdrawn"] as const;
export type LoanStage = (typeof LOAN_STAGES)[number];

/** Stages no move leaves, except a superadmin's audited reopen (rejected) — disbursed and withdrawn never. */
export const FINAL_STAGES: readonly LoanStage[] = ["disbursed", "rejected", "withdrawn"];

/** Stages where the decision to lend is still open: before a sanction or a rejection. */
export const UNDECIDED_STAGES: readonly LoanStage[] = ["submitted", "documents", "credit_review", "legal_technical"];

/** The customer may withdraw until the money is paid out. */
export const WITHDRAWABLE_STAGES: readonly LoanStage[] = LOAN_STAGE_PATH.filter((s) => s !== "disbursed");

/** The spec's three statuses, as its own client reads them. Withdrawn reads as rejected (the application is not going ahead). */
export function statusOfStage(stage: LoanStage): (typeof LOAN_STATUSES)[number] {
  if (stage === "sanctioned" || stage === "agreement" || stage === "disbursed") return "approved";
  if (stage === "rejected" || stage === "withdrawn") return "rejected";
  return "pending";
}

/** The stage after this one on the path, or null at its end or off it. */
export function nextStage(stage: LoanStage): LoanStage | null {
  const i = (LOAN_STAGE_PATH as readonly LoanStage[]).indexOf(stage);
  return i === -1 || i === LOAN_STAGE_PATH.length - 1 ? null : LOAN_STAGE_PATH[i + 1];
}

/** In-principle decisions given when an application is submitted (shared/finance/underwriting.ts). */
export const IN_PRINCIPLE_RESULTS = ["eligible", "refer", "ineligible"] as const;
export type InPrincipleResult = (typeof IN_PRINCIPLE_RESULTS)[number];

/** What staff may do on an application (POST /api/admin/loan-applications/:id/actions). */
export const LOAN_ACTIONS = ["advance", "recommend_sanction", "recommend_rejection", "sanction", "reject", "reopen"] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];
