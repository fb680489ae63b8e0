import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import { keyFacts } from "../../../../shared/finance";
import { formatPaiseExact } from "../../../../shared/format";
import type { LoanApplication } from "../../../../shared/schema";
import type { Notice } from "../notify";

const base = (loan: LoanApplication) => ({ userId: loan.userId, about: `loan:${loan.id}`, link: "/dashboard?tab=loans" });
const what = (loan: LoanApplication) => `${loanTypeLabel(loan.loanType)} application #${loan.id} for ${formatPaiseExact(loan.amountPaise)}`;

function facts(loan: LoanApplication): [string, string][] {
  const kfs = keyFacts(loan.amountPaise, loan.interestRate, loan.tenure);
  return [
    ["Application", `#${loan.id}`],
    ["Loan type", loanTypeLabel(loan.loanType)],
    ["Amount", formatPaiseExact(loan.amountPaise)],
    ["Tenure", `${loan.tenure} months`],
    ["Interest rate", `${loan.interestRate.toFixed(1)}% a year`],
    ["Monthly EMI", formatPaiseExact(kfs.emi)],
    ["Processing fee", formatPaiseExact(kfs.processingFee)],
    ["APR (with the fee)", `${kfs.apr.toFixed(2)}%`],
  ];
}

export function loanSubmitted(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_submitted",
    title: "We have received your loan application",
    body: `Your ${what(loan)} is with our team for review. We will write again when there is a decision.`,
    details: facts(loan),
    more: [
      "The figures above are your Key Fact Statement summary. Pay the processing fee from your dashboard to move your application forward.",
    ],
  };
}

export function loanApproved(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_approved",
    title: "Your loan application is approved",
    body: `Good news: your ${what(loan)} is approved. Our team will call you about the next steps and the documents for disbursement.`,
    details: facts(loan),
  };
}

export function loanRejected(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_rejected",
    title: "Your loan application was not approved",
    body: `We are sorry: your ${what(loan)} was not approved. Reason: ${loan.rejectionReason ?? "not given"}.`,
    details: facts(loan),
    more: [
      "If you think this decision is wrong, or want to know more, call us or write to our grievance redressal officer (details below).",
    ],
  };
}
