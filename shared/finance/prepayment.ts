import { amortizationSchedule, scheduleTotals } from "./amortization";
import { emi, monthlyRate } from "./emi";
import { paise, type Paise } from "./money";

export type PrepaymentInput = { principal: Paise; annualRate: number; months: number; prepayment: Paise; afterMonth: number };

/**
 * A one-off part-prepayment after `afterMonth` EMIs: either keep the tenure and lower the EMI, or keep
 * the EMI and finish sooner. Interest figures cover the whole loan.
 */
export function partPrepayment({ principal, annualRate, months, prepayment, afterMonth }: PrepaymentInput) {
  const base = amortizationSchedule(principal, annualRate, months);
  const baseInterest = scheduleTotals(base).interest;
  const paidSoFar = base.slice(0, afterMonth);
  const interestSoFar = scheduleTotals(paidSoFar).interest;
  const balanceAfter = paidSoFar.at(-1)?.closing ?? principal;
  const newBalance = paise(Math.max(0, balanceAfter - prepayment));
  const remaining = months - afterMonth;

  const reducedEmi = newBalance > 0 ? emi(newBalance, annualRate, remaining) : paise(0);
  const emiRows = newBalance > 0 ? amortizationSchedule(newBalance, annualRate, remaining, reducedEmi) : [];
  const emiInterest = paise(interestSoFar + scheduleTotals(emiRows).interest);

  const currentEmi = base[0]?.emi ?? paise(0);
  const r = monthlyRate(annualRate);
  // Never longer than the original schedule: the rounded EMI can make the formula say one month more.
  const monthsLeft = Math.min(
    remaining,
    newBalance <= 0
      ? 0
      : r === 0
        ? Math.ceil(newBalance / currentEmi)
        : Math.ceil(-Math.log(1 - (newBalance * r) / currentEmi) / Math.log(1 + r)),
  );
  const tenureRows = newBalance > 0 ? amortizationSchedule(newBalance, annualRate, monthsLeft, currentEmi) : [];
  const tenureInterest = paise(interestSoFar + scheduleTotals(tenureRows).interest);

  return {
    balanceBefore: balanceAfter,
    balanceAfter: newBalance,
    withoutPrepayment: { emi: currentEmi, months, totalInterest: baseInterest },
    reduceEmi: { emi: reducedEmi, months, totalInterest: emiInterest, interestSaved: paise(Math.max(0, baseInterest - emiInterest)) },
    reduceTenure: {
      emi: currentEmi,
      months: afterMonth + monthsLeft,
      monthsSaved: remaining - monthsLeft,
      totalInterest: tenureInterest,
      interestSaved: paise(Math.max(0, baseInterest - tenureInterest)),
    },
  };
}
