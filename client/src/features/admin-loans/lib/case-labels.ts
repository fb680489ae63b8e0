import type { LoanAction, LoanStage } from "@shared/catalog/loan-stages";
import type { StatusColor } from "@/lib/format";

/** Staff pages are English-only: the stages in the words the credit team uses. */
export const STAGE_LABELS: Record<LoanStage, string> = {
  submitted: "Submitted",
  documents: "Documents",
  credit_review: "Credit review",
  legal_technical: "Legal & technical",
  sanctioned: "Sanctioned",
  agreement: "Agreement",
  disbursed: "Disbursed",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const STAGE_COLORS: Record<LoanStage, StatusColor> = {
  submitted: "blue",
  documents: "blue",
  credit_review: "yellow",
  legal_technical: "yellow",
  sanctioned: "green",
  agreement: "green",
  disbursed: "green",
  rejected: "red",
  withdrawn: "grey",
};

/** A stage the API names, in words; an unknown one as it came. */
export const stageLabel = (stage: string | null | undefined): string =>
  stage ? (Object.hasOwn(STAGE_LABELS, stage) ? STAGE_LABELS[stage as LoanStage] : stage) : "—";

/** How each action reads on its button. */
export const ACTION_LABELS: Record<LoanAction, string> = {
  advance: "Move to next stage",
  recommend_sanction: "Recommend sanction",
  recommend_rejection: "Recommend rejection",
  sanction: "Sanction",
  reject: "Reject",
  reopen: "Reopen",
};

/** What a stage-history row's `action` did, in the past tense ("submit", an action, "withdraw", or the spec's one-step "decide"). */
const HISTORY_LABELS: Record<string, string> = {
  submit: "Submitted by the customer",
  withdraw: "Withdrawn by the customer",
  decide: "Decided in one step",
  advance: "Moved on",
  recommend_sanction: "Recommended sanction",
  recommend_rejection: "Recommended rejection",
  sanction: "Sanctioned",
  reject: "Rejected",
  reopen: "Reopened",
};

export const historyActionLabel = (action: string): string => (Object.hasOwn(HISTORY_LABELS, action) ? HISTORY_LABELS[action] : action);

export const IN_PRINCIPLE_COLORS = { eligible: "green", refer: "yellow", ineligible: "red" } as const;
