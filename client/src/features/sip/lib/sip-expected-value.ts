import type { SipInvestmentRow } from "../api/get-sip-investments";

/** Expected maturity value per spec section 9: monthly × months × (1 + expected returns %). */
export function sipExpectedValue(sip: Pick<SipInvestmentRow, "monthlyAmount" | "durationMonths" | "expectedReturns">) {
  return Number(sip.monthlyAmount) * sip.durationMonths * (1 + Number(sip.expectedReturns ?? 0) / 100);
}
