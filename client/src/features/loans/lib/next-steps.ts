import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { UNDECIDED_STAGES, type LoanStage } from "@shared/catalog/loan-stages";
import type { ChecklistItemStatus } from "@shared/contracts/loan-documents";

/**
 * "What we need from you now" and "What comes next" on the customer's tracker
 * (docs/decisions/customer-loan-tracker.md): worked out from the stage, whether the fee is due, the
 * in-principle answer and the application's document checklist (docs/decisions/document-checklist.md).
 */
export type NextStepsLoan = {
  stage: LoanStage;
  loanType: string;
  employmentType: string | null;
  processingFeeDue: boolean;
  inPrinciple: { result: string } | null;
};
/** One item of the application's checklist, as the tracker reads it. */
export type ChecklistEntry = { id: string; required: boolean; status: ChecklistItemStatus; reason: string | null };

export type Need =
  | { kind: "fee" }
  | { kind: "ineligible" }
  /** Required documents of the checklist not sent, and sent back for a new copy (the application's page lists which). */
  | { kind: "documents"; missing: number; newCopies: number }
  /** The checklist could not be read: the customer is sent to look at it. */
  | { kind: "documents-unknown" };

/** Stages at which documents are asked for: while the decision is open (staff may ask for a new copy at any of them). */
export const asksForDocuments = (stage: LoanStage) => (UNDECIDED_STAGES as readonly string[]).includes(stage);

/** The required items not sent, and those sent back for a new copy (one sent and waiting for its check is not asked again). */
function documentNeeds(items: readonly ChecklistEntry[]): Need[] {
  const missing = items.filter((i) => i.required && i.status === "missing").length;
  const newCopies = items.filter((i) => i.required && i.status === "needs_new_copy").length;
  return missing + newCopies === 0 ? [] : [{ kind: "documents", missing, newCopies }];
}

/**
 * What the customer has to do now, in order. `checklist` undefined: it could not be read.
 * An application found ineligible in principle asks for nothing else: no fee, no papers.
 */
export function needsNow(loan: NextStepsLoan, checklist: readonly ChecklistEntry[] | undefined): Need[] {
  if (loan.stage === "rejected" || loan.stage === "withdrawn" || loan.stage === "disbursed") return [];
  if (loan.inPrinciple?.result === "ineligible") return [{ kind: "ineligible" }];
  const needs: Need[] = loan.processingFeeDue ? [{ kind: "fee" }] : [];
  if (!asksForDocuments(loan.stage)) return needs;
  return [...needs, ...(checklist ? documentNeeds(checklist) : [{ kind: "documents-unknown" as const }])];
}

/** Said when nothing is needed from the customer at this stage. */
export const NOTHING_NEEDED: Record<LoanStage, MessageDescriptor> = {
  submitted: msg`Nothing needed from you now: we have your application and are starting on it.`,
  documents: msg`Nothing needed from you now: we are checking your documents.`,
  credit_review: msg`Nothing needed from you now: our credit team is reviewing your application.`,
  legal_technical: msg`Nothing needed from you now: our legal and technical team is checking the property's papers and value.`,
  sanctioned: msg`Nothing needed from you now: read your sanction terms below. We will send you the loan agreement to sign.`,
  agreement: msg`Nothing needed online: our team will contact you to sign the loan agreement.`,
  disbursed: msg`Nothing needed: your loan has been paid out.`,
  rejected: msg`Nothing needed: this application was not approved.`,
  withdrawn: msg`Nothing needed: you withdrew this application.`,
};

/** What happens after this stage; null at the end of the way. */
export const COMES_NEXT: Record<LoanStage, MessageDescriptor | null> = {
  submitted: msg`We check your documents.`,
  documents: msg`Our credit team reviews your income and the repayments you already make.`,
  credit_review: msg`Our legal and technical team checks the property's papers and value.`,
  legal_technical: msg`We sanction the loan and tell you its amount, interest rate and conditions.`,
  sanctioned: msg`You sign the loan agreement.`,
  agreement: msg`We pay out the loan (disbursement).`,
  disbursed: null,
  rejected: msg`You can apply again at any time: you get an answer in principle as soon as you submit.`,
  withdrawn: msg`You can apply again at any time: you get an answer in principle as soon as you submit.`,
};

/** What happens next for this application; null when nothing more will. */
export function comesNext(loan: Pick<NextStepsLoan, "stage" | "inPrinciple">): MessageDescriptor | null {
  if (loan.inPrinciple?.result === "ineligible" && loan.stage !== "rejected" && loan.stage !== "withdrawn")
    return msg`As it is, this application cannot be sanctioned. Apply again with the changes suggested and you get a new answer at once; you can withdraw this one.`;
  return COMES_NEXT[loan.stage];
}
