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

/** What a stage-history row's `action` did, in words ("submit", an action, "withdraw", or the spec's "decide"). */
export function historyActionLabel(action: string): string {
  if (Object.hasOwn(ACTION_LABELS, action)) return ACTION_LABELS[action as LoanAction];
  if (action === "submit") return "Submitted by the customer";
  if (action === "withdraw") return "Withdrawn by the customer";
  if (action === "decide") return "Decided from the list";
  return action;
}

export const IN_PRINCIPLE_COLORS = { eligible: "green", refer: "yellow", ineligible: "red" } as const;
