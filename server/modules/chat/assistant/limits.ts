import { LOAN_LIMITS } from "../../../../shared/catalog/loan-types";
import { SIP_LIMITS } from "../../../../shared/catalog/sip-plans";
import { rupeesToPaise, type Paise } from "../../../../shared/finance";
import { rupeesText, type Voice } from "./format";

/**
 * The figures the calculator will work with: anything outside these is far from any real loan or
 * income (or a typing slip), so the answer says it looks unusual instead of computing nonsense.
 * The application's own limits are narrower; see withinApplicationLimits.
 *
 * These are rupees, checked against a figure as the customer typed it (which may be anything: 1e300,
 * Infinity), before it becomes paise with rupeesToPaise; every amount after that is Paise.
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

/** The catalog's amount limits (rupees there) in paise, to compare with the amounts the assistant holds. */
export const LOAN_AMOUNT = { min: rupeesToPaise(LOAN_LIMITS.minAmount), max: rupeesToPaise(LOAN_LIMITS.maxAmount) } as const;
export const SIP_AMOUNT = { min: rupeesToPaise(SIP_LIMITS.minAmount), max: rupeesToPaise(SIP_LIMITS.maxAmount) } as const;

const finite = (...values: number[]) => values.every(Number.isFinite);

export const usualRate = (ratePercent: number) => finite(ratePercent) && ratePercent > 0 && ratePercent <= USUAL.maxRatePercent;
/** A loan amount as typed, in rupees. */
export const usualLoan = (typedRupees: number) => finite(typedRupees) && typedRupees >= USUAL.minLoan && typedRupees <= USUAL.maxLoan;

/** Whether the application form takes these figures, so a link may prefill it. */
export const withinApplicationLimits = (amount: Paise, months: number, ratePercent: number) =>
  finite(months, ratePercent) &&
  amount >= LOAN_AMOUNT.min &&
  amount <= LOAN_AMOUNT.max &&
  months >= LOAN_LIMITS.minTenure &&
  months <= LOAN_LIMITS.maxTenure &&
  ratePercent >= LOAN_LIMITS.minRate &&
  ratePercent <= LOAN_LIMITS.maxRate;

/** The application's limits, said where a figure falls outside them. */
export const limitsNote = ({ t }: Voice) =>
  t(
    /*i18n*/ {
      id: "chat.limits",
      message: "Online applications cover {min} to {max}, {minTenure} to {maxTenure} months, at {minRate}% to {maxRate}% a year.",
    },
    {
      min: rupeesText(LOAN_LIMITS.minAmount),
      max: rupeesText(LOAN_LIMITS.maxAmount),
      minTenure: String(LOAN_LIMITS.minTenure),
      maxTenure: String(LOAN_LIMITS.maxTenure),
      minRate: String(LOAN_LIMITS.minRate),
      maxRate: String(LOAN_LIMITS.maxRate),
    },
  );

/** "Online applications go up to ₹1,00,00,000." */
export const onlineUpTo = ({ t }: Voice) =>
  t(/*i18n*/ { id: "chat.limits.up_to", message: "Online applications go up to {max}." }, { max: rupeesText(LOAN_LIMITS.maxAmount) });
