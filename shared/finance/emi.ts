import { paise, roundToRupee, type Paise } from "./money";

/** Monthly rate as a fraction: annual percent / 12 / 100. */
export const monthlyRate = (annualRatePercent: number) => annualRatePercent / 12 / 100;

/** Exact (unrounded) amortised instalment, in the unit of the principal. */
export function exactEmi(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0) throw new RangeError("months must be positive");
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / months;
  const f = (1 + r) ** months;
  return (principal * r * f) / (f - 1);
}

/** The standard EMI, rounded to a whole rupee (docs/decisions/money-in-paise.md). */
export function emi(principal: Paise, annualRatePercent: number, months: number): Paise {
  return roundToRupee(exactEmi(principal, annualRatePercent, months));
}

export type EmiSummary = {
  emi: Paise;
  totalAmount: Paise;
  totalInterest: Paise;
  /** Interest as a share of the total amount payable, one decimal. */
  interestPercent: number;
};

export function emiSummary(principal: Paise, annualRatePercent: number, months: number): EmiSummary {
  const e = emi(principal, annualRatePercent, months);
  const totalAmount = paise(e * months);
  const totalInterest = paise(Math.max(0, totalAmount - principal));
  return {
    emi: e,
    totalAmount,
    totalInterest,
    interestPercent: totalAmount === 0 ? 0 : round1((totalInterest / totalAmount) * 100),
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;
