import { exactEmi, monthlyRate } from "./emi";
import { paise, type Paise } from "./money";

export const FOIR = 0.5;

const floorToRupee = (exactPaise: number) => paise(Math.max(0, Math.floor(exactPaise / 100) * 100));

/**
 * FOIR eligibility: at most `foir` of the monthly income (half unless told; underwriting passes the lender's
 * setting) may go to EMIs. Returns the largest new EMI and the loan it supports at the rate and tenure, each
 * rounded down to the rupee.
 */
export function eligibility(monthlyIncome: Paise, existingEmis: Paise, annualRatePercent: number, months: number, foir = FOIR) {
  const maxEmi = floorToRupee(monthlyIncome * foir - existingEmis);
  const r = monthlyRate(annualRatePercent);
  const maxLoan = floorToRupee(r === 0 ? maxEmi * months : (maxEmi * (1 - (1 + r) ** -months)) / r);
  return { maxEmi, maxLoan, foirPercent: Math.round(foir * 1000) / 10 };
}

/** Monthly income needed for a loan under FOIR, rounded up to the rupee. */
export function incomeNeeded(amount: Paise, annualRatePercent: number, months: number, existingEmis: Paise = paise(0)): Paise {
  return paise(Math.ceil((exactEmi(amount, annualRatePercent, months) + existingEmis) / FOIR / 100) * 100);
}
