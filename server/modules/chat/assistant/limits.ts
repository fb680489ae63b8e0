import { LOAN_LIMITS } from "../../../../shared/catalog/loan-types";
import { rupees } from "./format";

/**
 * The figures the calculator will work with: anything outside these is far from any real loan or
 * income (or a typing slip), so the answer says it looks unusual instead of computing nonsense.
 * The application's own limits are narrower; see withinApplicationLimits.
 */
export const USUAL = {
  minLoan: 10_000,
  maxLoan: 1_000_000_000,
  maxRatePercent: 30,
  maxLoanMonths: 480,
  maxMonthlyIncome: 10_000_000,
  maxInvestment: 100_000_000,
  maxInvestmentMonths: 600,
} as const;

const finite = (...values: number[]) => values.every(Number.isFinite);

export const usualRate = (ratePercent: number) => finite(ratePercent) && ratePercent > 0 && ratePercent <= USUAL.maxRatePercent;
export const usualLoan = (amount: number) => finite(amount) && amount >= USUAL.minLoan && amount <= USUAL.maxLoan;

/** Whether the application form takes these figures, so a link may prefill it. */
export const withinApplicationLimits = (amount: number, months: number, ratePercent: number) =>
  finite(amount, months, ratePercent) &&
  amount >= LOAN_LIMITS.minAmount &&
  amount <= LOAN_LIMITS.maxAmount &&
  months >= LOAN_LIMITS.minTenure &&
  months <= LOAN_LIMITS.maxTenure &&
  ratePercent >= LOAN_LIMITS.minRate &&
  ratePercent <= LOAN_LIMITS.maxRate;

export const LIMITS_NOTE = `Online applications cover ${rupees(LOAN_LIMITS.minAmount)} to ${rupees(LOAN_LIMITS.maxAmount)}, ${LOAN_LIMITS.minTenure} to ${LOAN_LIMITS.maxTenure} months, at ${LOAN_LIMITS.minRate}% to ${LOAN_LIMITS.maxRate}% a year.`;
