import { addDays, istToday } from "../../shared/schema/dates";

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

/** A valid SIP payload (spec section 3), starting a week from today in IST, with overrides. */
export const validSip = (extra: Record<string, unknown> = {}) => ({
  planName: "Equity Growth Plan",
  monthlyAmount: 5_000,
  startDate: addDays(istToday(), 7),
  durationMonths: 60,
  expectedReturns: 12,
  autoDebit: true,
  bankName: "State Bank of India",
  bankAccountNumber: "30012345678",
  ...extra,
});
