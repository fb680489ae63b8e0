import { optionalRupees, paiseToRupees, rupeesToPaise } from "../../../shared/finance";
import type { ExistingLoanDetails, LoanApplication, StoredExistingLoanDetails } from "../../../shared/schema";

/** The existing loan of a balance transfer as stored: its outstanding amount turned into paise. */
export function storedExistingLoan(details: ExistingLoanDetails): StoredExistingLoanDetails {
  return {
    lenderName: details.lenderName,
    accountNumber: details.accountNumber,
    outstandingAmountPaise: rupeesToPaise(details.outstandingAmount),
    currentRate: details.currentRate,
  };
}

/** The existing loan as the API shows it: its outstanding amount in rupees. */
export function existingLoanJson(details: StoredExistingLoanDetails): ExistingLoanDetails {
  return {
    lenderName: details.lenderName,
    accountNumber: details.accountNumber,
    outstandingAmount: paiseToRupees(details.outstandingAmountPaise),
    currentRate: details.currentRate,
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
    monthlyIncome: optionalRupees(row.monthlyIncomePaise),
    employmentType: row.employmentType,
    existingLoanDetails: row.existingLoanDetails && existingLoanJson(row.existingLoanDetails),
    rejectionReason: row.rejectionReason,
    appliedAt: row.appliedAt,
    updatedAt: row.updatedAt,
  };
}
