/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { loansRoutes } from "./loans.routes";
export { listOwnLoans } from "./loans.service";
export { loanProcessingFee } from "./loan-payable";
export { existingLoanJson, loanRowJson, storedExistingLoan } from "./loan-json";
