/**
 * SIP future value: contributions at the start of each month, monthly compounding at annual / 12
 * (spec section 9). totalValue and estimatedReturns are rounded to the rupee.
 */
export function sipFutureValue(monthlyAmount: number, annualReturnPercent: number, months: number) {
  const i = annualReturnPercent / 12 / 100;
  const fv = i === 0 ? monthlyAmount * months : monthlyAmount * (((1 + i) ** months - 1) / i) * (1 + i);
  const totalInvestment = monthlyAmount * months;
  const totalValue = Math.round(fv);
  return { totalInvestment, totalValue, estimatedReturns: totalValue - totalInvestment };
}
