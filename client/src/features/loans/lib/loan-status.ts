import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LOAN_STAGE_PATH, type LoanStage } from "@shared/catalog/loan-stages";
import type { StatusColor } from "@/lib/format";

/**
 * An application's stage as the API names it (an enum value, never translated) → the words shown, on its
 * badge and in the tracker (docs/decisions/customer-loan-tracker.md).
 */
export const LOAN_STAGE_LABELS: Record<LoanStage, MessageDescriptor> = {
  submitted: msg({ comment: "A loan application's stage", message: "Submitted" }),
  documents: msg({ comment: "A loan application's stage: its documents are checked", message: "Documents" }),
  credit_review: msg({ comment: "A loan application's stage", message: "Credit review" }),
  legal_technical: msg({
    comment: "A loan application's stage: the property's papers and value are checked",
    message: "Legal & technical",
  }),
  sanctioned: msg({ comment: "A loan application's stage", message: "Sanctioned" }),
  agreement: msg({ comment: "A loan application's stage: the loan agreement is signed", message: "Agreement" }),
  disbursed: msg({ comment: "A loan application's stage: the money is paid out", message: "Disbursed" }),
  rejected: msg({ comment: "A loan application's stage", message: "Rejected" }),
  withdrawn: msg({ context: "loan stage", comment: "A loan application's stage: the customer withdrew it", message: "Withdrawn" }),
};

/** The stage's label, or the stage itself when the API names one this client does not know. */
export const loanStageLabel = (stage: string): MessageDescriptor => LOAN_STAGE_LABELS[stage as LoanStage] ?? { id: stage };

/** A stage's badge colour: on its way (amber), sanctioned and after (green), rejected (red), withdrawn (grey). */
export function stageColor(stage: string): StatusColor {
  if (stage === "rejected") return "red";
  if (stage === "withdrawn") return "grey";
  if (stage === "sanctioned" || stage === "agreement" || stage === "disbursed") return "green";
  return "yellow";
}

/** Whether the application is still going ahead (it counts in the dashboard's total). */
export const isLive = (stage: string) => stage !== "rejected" && stage !== "withdrawn";

/** The number of steps on the way from submission to disbursement. */
export const STEP_COUNT = LOAN_STAGE_PATH.length;
