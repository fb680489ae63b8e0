/** A valid loan application payload (spec section 3), with overrides. */
export const validLoan = (extra: Record<string, unknown> = {}) => ({
  loanType: "HomeLoan",
  amount: 2_500_000,
  tenure: 240,
  interestRate: 8.5,
  monthlyIncome: 95_000,
  propertyValue: 4_000_000,
  propertyAddress: "Flat 12, Arera Colony, Bhopal",
  purpose: "Purchase of a new flat",
  employmentType: "salaried",
  ...extra,
});
