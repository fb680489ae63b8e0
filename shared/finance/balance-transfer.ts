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

export type SwitchingCosts = { processingFee: Paise; stampDuty: Paise; legalCharges: Paise; total: Paise };

/**
 * What moving a loan here costs the borrower: our processing fee, stamp duty on the mortgage (MODT, a
 * percent of the loan, to the rupee) and the legal and valuation charges. The balance-transfer rule, the
 * Key Fact Statement and the switching calculator all count it with this.
 */
export function btSwitchingCosts(amount: Paise, limits: SwitchingLimits): SwitchingCosts {
  const fee = processingFee(amount);
  const stampDuty = roundToRupee((amount * limits.modtStampDutyPercent) / 100);
  return {
    processingFee: fee,
    stampDuty,
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
export function btSwitch(input: BalanceTransferInput & { amount: Paise }, limits: SwitchingLimits): SwitchOutcome {
  const result = balanceTransfer(input);
  const costs = btSwitchingCosts(input.amount, limits);
  const netSaving = paise(result.interestSaved - costs.total);
  const months = result.monthlySaving > 0 ? Math.ceil(costs.total / result.monthlySaving) : null;
  return { ...result, costs, netSaving, breakEvenMonth: months !== null && months <= input.remainingMonths ? Math.max(1, months) : null };
}
