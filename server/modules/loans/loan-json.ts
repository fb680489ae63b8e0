import { optionalRupees, paiseToRupees, rupeesToPaise } from "../../../shared/finance";
import type { ExistingLoanDetails, LoanApplication, StoredExistingLoanDetails, StoredInPrinciple } from "../../../shared/schema";

/** The existing loan of a balance transfer as stored: its outstanding amount turned into paise, the rest as given. */
export function storedExistingLoan(details: ExistingLoanDetails): StoredExistingLoanDetails {
  const { outstandingAmount, ...rest } = details;
  return { ...rest, outstandingAmountPaise: rupeesToPaise(outstandingAmount) };
}

/** The existing loan as the API shows it: its outstanding amount in rupees (the remaining tenure only when given). */
export function existingLoanJson(details: StoredExistingLoanDetails): ExistingLoanDetails {
  const { outstandingAmountPaise, ...rest } = details;
  return { ...rest, outstandingAmount: paiseToRupees(outstandingAmountPaise) };
}

/** The in-principle decision as the API shows it: the sanctionable amount in rupees. */
export function inPrincipleJson(stored: StoredInPrinciple | null) {
  if (!stored) return null;
  return {
    result: stored.result,
    sanctionableAmount: optionalRupees(stored.sanctionablePaise),
    reasons: stored.reasons,
    missing: stored.missing,
    foirPercent: stored.foirPercent,
    ltvPercent: stored.ltvPercent,
  };
}

/** The terms sanctioned, once there are any. */
export function sanctionJson(row: LoanApplication) {
  return row.sanctionedAmountPaise === null
    ? null
    : {
        amount: paiseToRupees(row.sanctionedAmountPaise),
        interestRate: row.sanctionedRate ?? row.interestRate,
        conditions: row.sanctionConditions ?? "",
      };
}

/**
 * An application row as the API carries it: amounts in rupees (docs/decisions/money-in-paise.md). Every
 * field is written out, so each object has the same shape (fast to build and to serialise; see row-view.ts).
 */
export function loanRowJson(row: LoanApplication) {
  return {
    id: row.id,
    userId: row.userId,
    loanType: row.loanType,
    amount: paiseToRupees(row.amountPaise),
    tenure: row.tenure,
    interestRate: row.interestRate,
    status: row.status,
    purpose: row.purpose,
    propertyValue: optionalRupees(row.propertyValuePaise),
    propertyAddress: row.propertyAddress,
    propertyState: row.propertyState,
    monthlyIncome: optionalRupees(row.monthlyIncomePaise),
    employmentType: row.employmentType,
    applicantProfile: row.applicantProfile,
    purchaseKind: row.purchaseKind,
    existingLoanDetails: row.existingLoanDetails && existingLoanJson(row.existingLoanDetails),
    rejectionReason: row.rejectionReason,
    stage: row.stage,
    stageChangedAt: row.stageChangedAt,
    existingEmis: optionalRupees(row.existingEmisPaise),
    inPrinciple: inPrincipleJson(row.inPrinciple),
    reopened: row.reopened,
    appliedAt: row.appliedAt,
    updatedAt: row.updatedAt,
  };
}
