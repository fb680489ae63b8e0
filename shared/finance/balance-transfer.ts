import { emi } from "./emi";
import { paise, type Paise } from "./money";

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
