/** Monthly rate as a fraction: annual percent / 12 / 100. */
export const monthlyRate = (annualRatePercent: number) => annualRatePercent / 12 / 100;

/** Exact (unrounded) amortised instalment. */
export function exactEmi(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0) throw new RangeError("months must be positive");
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / months;
  const f = (1 + r) ** months;
  return (principal * r * f) / (f - 1);
}

/** The standard EMI rounded to a whole rupee. */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  return Math.round(exactEmi(principal, annualRatePercent, months));
}

export type EmiSummary = {
  emi: number;
  totalAmount: number;
  totalInterest: number;
  /** Interest as a share of the total amount payable, one decimal. */
  interestPercent: number;
};

export function emiSummary(principal: number, annualRatePercent: number, months: number): EmiSummary {
  const e = emi(principal, annualRatePercent, months);
  const totalAmount = e * months;
  const totalInterest = Math.max(0, totalAmount - principal);
  return {
    emi: e,
    totalAmount,
    totalInterest,
    interestPercent: totalAmount === 0 ? 0 : round1((totalInterest / totalAmount) * 100),
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;
