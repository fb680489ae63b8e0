import { LOAN_LIMITS } from "../catalog/loan-types";
import { amortizationSchedule, scheduleTotals } from "./amortization";
import { emi } from "./emi";
import { paise, type Paise } from "./money";

/**
 * Processing fee: 0.5% of the loan amount, rounded once to a whole rupee, halves up
 * (docs/decisions/money-in-paise.md). Worked in whole numbers (basis points), so a fee of exactly ₹500.50
 * is ₹501 and one of ₹500.495 is ₹500.
 */
export function processingFee(amount: Paise): Paise {
  const basisPoints = Math.round(LOAN_LIMITS.processingFeePercent * 100);
  // Rupees = amount (paise) × basisPoints / 10,000 / 100; rounded half up in integers.
  return paise(Math.floor((2 * amount * basisPoints + 1_000_000) / 2_000_000) * 100);
}

/**
 * Annual percentage rate including the processing fee: the monthly internal rate of return of
 * (amount - fee) received against the EMIs paid, times 12 (RBI's Key Fact Statement). Percent, two
 * decimals, halves up.
 */
export function aprWithFee(amount: Paise, annualRatePercent: number, months: number, fee: Paise = processingFee(amount)): number {
  const instalment = emi(amount, annualRatePercent, months);
  const net = amount - fee;
  const pv = (r: number) => (r === 0 ? instalment * months : (instalment * (1 - (1 + r) ** -months)) / r);
  // pv falls as r rises: bisection between 0 and 10% a month always brackets the answer. 1e-12 a
  // month (about 40 halvings) is a million times finer than the two decimals of the percentage.
  let lo = 0;
  let hi = 0.1;
  while (hi - lo > 1e-12) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > net) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 12 * 100 * 100) / 100;
}

export type KeyFacts = { emi: Paise; processingFee: Paise; apr: number; totalInterest: Paise; totalPayable: Paise };

/**
 * The Key Fact Statement summary shown before and after submission. The totals are the repayment
 * schedule's own (its last EMI takes the rounding), as the KFS's schedule adds them up.
 */
export function keyFacts(amount: Paise, annualRatePercent: number, months: number): KeyFacts {
  const instalment = emi(amount, annualRatePercent, months);
  const fee = processingFee(amount);
  const totals = scheduleTotals(amortizationSchedule(amount, annualRatePercent, months, instalment));
  return {
    emi: instalment,
    processingFee: fee,
    apr: aprWithFee(amount, annualRatePercent, months, fee),
    totalInterest: totals.interest,
    totalPayable: paise(totals.paid + fee),
  };
}

export type GstSplit = { taxable: Paise; cgst: Paise; sgst: Paise; gst: Paise };

/**
 * A fee that includes GST at `percent`, split for its receipt: the value before tax (to the paisa, halves
 * up), and the tax as the rest, in equal halves of central and state GST (the odd paisa to the state's).
 * The parts always add up to the fee.
 */
export function gstIncluded(fee: Paise, percent: number): GstSplit {
  const basisPoints = Math.round(percent * 100);
  // taxable = fee × 10,000 / (10,000 + basisPoints), rounded half up in integers.
  const taxable = paise(Math.floor((2 * fee * 10_000 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints))));
  const gst = paise(fee - taxable);
  const cgst = paise(Math.floor(gst / 2));
  return { taxable, cgst, sgst: paise(gst - cgst), gst };
}
