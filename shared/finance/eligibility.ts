import { exactEmi, monthlyRate } from "./emi";

export const FOIR = 0.5;

/**
 * FOIR eligibility: at most half the monthly income may go to EMIs. Returns the largest new EMI
 * and the loan it supports at the rate and tenure (rounded down to the rupee).
 */
export function eligibility(monthlyIncome: number, existingEmis: number, annualRatePercent: number, months: number) {
  const maxEmi = Math.max(0, Math.floor(monthlyIncome * FOIR - existingEmis));
  const r = monthlyRate(annualRatePercent);
  const maxLoan = r === 0 ? maxEmi * months : Math.floor((maxEmi * (1 - (1 + r) ** -months)) / r);
  return { maxEmi, maxLoan, foirPercent: FOIR * 100 };
}

/** Monthly income needed for a loan under FOIR (rounded up). */
export function incomeNeeded(amount: number, annualRatePercent: number, months: number, existingEmis = 0): number {
  return Math.ceil((exactEmi(amount, annualRatePercent, months) + existingEmis) / FOIR);
}
