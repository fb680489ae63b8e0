import type { StepUp } from "../../../shared/finance";
import type { SipInvestment } from "../../../shared/schema";

/** The SIP's yearly step-up (a percent or an amount), or null for none. */
export const stepUpOf = (row: SipInvestment): StepUp | null =>
  row.stepUpPercent !== null || row.stepUpAmountPaise !== null ? { percent: row.stepUpPercent, amountPaise: row.stepUpAmountPaise } : null;
