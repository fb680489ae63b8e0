import { MODT_STAMP_DUTY } from "../catalog/modt-stamp-duty";
import type { IndianStateCode } from "../catalog/indian-states";
import { emi } from "./emi";
import { processingFee } from "./fees";
import { paise, roundToRupee, type Paise } from "./money";

export type BalanceTransferInput = {
  outstanding: Paise;
  currentRate: number;
  remainingMonths: number;
  newRate: number;
  topUp?: Paise;
};

/** What moving a loan to a lower rate saves, and the EMI with an optional top-up on the same tenure. */
export function balanceTransfer({ outstanding, currentRate, remainingMonths, newRate, topUp = paise(0) }: BalanceTransferInput) {
  const currentEmi = emi(outstanding, currentRate, remainingMonths);
  const newEmi = emi(outstanding, newRate, remainingMonths);
  const currentInterest = currentEmi * remainingMonths - outstanding;
  const newInterest = newEmi * remainingMonths - outstanding;
  const emiWithTopUp = emi(paise(outstanding + topUp), newRate, remainingMonths);
  return {
    currentEmi,
    newEmi,
    monthlySaving: paise(currentEmi - newEmi),
    interestSaved: paise(currentInterest - newInterest),
    emiWithTopUp,
    topUpEmi: paise(emiWithTopUp - newEmi),
  };
}

/** The charges a balance transfer's costs are worked out with (superadmin settings, docs/decisions/underwriting-rules.md). */
export type SwitchingLimits = { modtStampDutyPercent: number; btLegalChargesPaise: Paise };

/** How a mortgage's stamp duty was worked out: the state's own rule, or the lender's general rate (state: null). */
export type StampDutyRule = { state: IndianStateCode | null; percent: number; maxPaise: Paise | null };

/**
 * Stamp duty on the mortgage (MODT) of a loan of `amount` on a property in `state`: the state's rule from
 * shared/catalog/modt-stamp-duty.ts (a percent to the rupee, then its ceiling), or, for a state without an
 * entry or none given, `generalPercent` of the loan with no ceiling.
 */
export function modtStampDuty(amount: Paise, generalPercent: number, state: IndianStateCode | null = null) {
  const own = state ? MODT_STAMP_DUTY[state] : undefined;
  const rule: StampDutyRule = own
    ? { state, percent: own.percent, maxPaise: own.maxRupees === null ? null : paise(own.maxRupees * 100) }
    : { state: null, percent: generalPercent, maxPaise: null };
  const byPercent = roundToRupee((amount * rule.percent) / 100);
  return { stampDuty: rule.maxPaise === null ? byPercent : paise(Math.min(byPercent, rule.maxPaise)), rule };
}

export type SwitchingCosts = { processingFee: Paise; stampDuty: Paise; stampDutyRule: StampDutyRule; legalCharges: Paise; total: Paise };

/**
 * What moving a loan here costs the borrower: our processing fee, stamp duty on the mortgage (MODT, by the
 * property's state: modtStampDuty) and the legal and valuation charges. The balance-transfer rule, the Key
 * Fact Statement and the switching calculator all count it with this.
 */
export function btSwitchingCosts(amount: Paise, limits: SwitchingLimits, state: IndianStateCode | null = null): SwitchingCosts {
  const fee = processingFee(amount);
  const { stampDuty, rule } = modtStampDuty(amount, limits.modtStampDutyPercent, state);
  return {
    processingFee: fee,
    stampDuty,
    stampDutyRule: rule,
    legalCharges: limits.btLegalChargesPaise,
    total: paise(fee + stampDuty + limits.btLegalChargesPaise),
  };
}

export type SwitchOutcome = ReturnType<typeof balanceTransfer> & {
  costs: SwitchingCosts;
  /** The interest saved over the remaining tenure less the costs of switching. */
  netSaving: Paise;
  /** The month whose saving, with the months before it, first covers the costs; null when the switch never pays for itself. */
  breakEvenMonth: number | null;
};

/**
 * A balance transfer with what it costs: `amount` is the new loan (the outstanding and any top-up), on which
 * the fee and stamp duty are charged; the saving is the old loan's, over its remaining tenure only. The
 * underwriting rule and the switching calculator both decide with this.
 */
export function btSwitch(
  input: BalanceTransferInput & { amount: Paise; propertyState?: IndianStateCode | null },
  limits: SwitchingLimits,
): SwitchOutcome {
  const result = balanceTransfer(input);
  const costs = btSwitchingCosts(input.amount, limits, input.propertyState ?? null);
  const netSaving = paise(result.interestSaved - costs.total);
  const months = result.monthlySaving > 0 ? Math.ceil(costs.total / result.monthlySaving) : null;
  return { ...result, costs, netSaving, breakEvenMonth: months !== null && months <= input.remainingMonths ? Math.max(1, months) : null };
}
