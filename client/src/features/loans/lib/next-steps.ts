import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { KycDocumentType } from "@shared/catalog/kyc";
import type { LoanStage } from "@shared/catalog/loan-stages";

/**
 * "What we need from you now" and "What comes next" on the customer's tracker
 * (docs/decisions/customer-loan-tracker.md): worked out from the stage, whether the fee is due, the
 * in-principle answer and the customer's own KYC documents.
 */
export type NextStepsLoan = {
  stage: LoanStage;
  loanType: string;
  employmentType: string | null;
  processingFeeDue: boolean;
  inPrinciple: { result: string } | null;
};
export type OwnDocument = { documentType: string; verificationStatus: string; rejectionReason: string | null };

/** A document the lender asks for: any of its types will do. */
export type RequiredDocument = { types: readonly KycDocumentType[]; ask: MessageDescriptor };

export type Need =
  | { kind: "fee" }
  | { kind: "ineligible" }
  | {
      kind: "document";
      ask: MessageDescriptor;
      /** The last one sent was not accepted: why, when staff said. */ rejected: null | { reason: string | null };
    }
  /** The documents could not be read: the customer is sent to look at them. */
  | { kind: "documents-unknown" };

const PAN: RequiredDocument = { types: ["PAN Card"], ask: msg`Upload your PAN card` };
const AADHAAR: RequiredDocument = { types: ["Aadhaar Card"], ask: msg`Upload your Aadhaar card` };
const BANK: RequiredDocument = { types: ["Bank Statement"], ask: msg`Upload your bank statement for the last 6 months` };
const SALARY: RequiredDocument = { types: ["Salary Slip"], ask: msg`Upload your salary slips for the last 3 months` };
const ITR: RequiredDocument = { types: ["ITR"], ask: msg`Upload your income tax returns (ITR) for the last 2 years` };
const INCOME: RequiredDocument = {
  types: ["Salary Slip", "ITR"],
  ask: msg`Upload your salary slips for the last 3 months, or your ITR for the last 2 years if you are self-employed`,
};
const PROPERTY: RequiredDocument = {
  types: ["Property Documents"],
  ask: msg`Upload the property's documents (title deed, sale agreement or allotment letter)`,
};

/** What the lender asks of every applicant: identity, income (by how they earn) and the property every loan here is secured on. */
export function requiredDocuments(loan: Pick<NextStepsLoan, "employmentType">): RequiredDocument[] {
  const income = loan.employmentType === "salaried" ? SALARY : loan.employmentType === "self-employed" ? ITR : INCOME;
  return [PAN, AADHAAR, income, BANK, PROPERTY];
}

/** Each required document not yet sent, or sent and not accepted (none pending or verified). */
function documentNeeds(required: RequiredDocument[], documents: readonly OwnDocument[]): Need[] {
  return required.flatMap((doc): Need[] => {
    const sent = documents.filter((d) => (doc.types as readonly string[]).includes(d.documentType));
    if (sent.some((d) => d.verificationStatus !== "rejected")) return [];
    // The newest comes first (the KYC list's order).
    const rejected = sent.length > 0 ? { reason: sent[0].rejectionReason } : null;
    return [{ kind: "document", ask: doc.ask, rejected }];
  });
}

/** Stages at which the customer's documents are asked for, and which. */
function documentsAskedAt(stage: LoanStage, required: RequiredDocument[]): RequiredDocument[] {
  if (stage === "submitted" || stage === "documents") return required;
  // The legal and technical check reads the property's papers.
  if (stage === "legal_technical") return required.filter((d) => d === PROPERTY);
  return [];
}

/**
 * What the customer has to do now, in order. `documents` undefined: their documents could not be read.
 * An application found ineligible in principle asks for nothing else: no fee, no papers.
 */
export function needsNow(loan: NextStepsLoan, documents: readonly OwnDocument[] | undefined): Need[] {
  if (loan.stage === "rejected" || loan.stage === "withdrawn" || loan.stage === "disbursed") return [];
  if (loan.inPrinciple?.result === "ineligible") return [{ kind: "ineligible" }];
  const needs: Need[] = loan.processingFeeDue ? [{ kind: "fee" }] : [];
  const asked = documentsAskedAt(loan.stage, requiredDocuments(loan));
  if (asked.length === 0) return needs;
  return [...needs, ...(documents ? documentNeeds(asked, documents) : [{ kind: "documents-unknown" as const }])];
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
