import { emi } from "./emi";

export type BalanceTransferInput = {
  outstanding: number;
  currentRate: number;
  remainingMonths: number;
  newRate: number;
  topUp?: number;
};

/** What moving a loan to a lower rate saves, and the EMI with an optional top-up on the same tenure. */
export function balanceTransfer({ outstanding, currentRate, remainingMonths, newRate, topUp = 0 }: BalanceTransferInput) {
  const currentEmi = emi(outstanding, currentRate, remainingMonths);
  const newEmi = emi(outstanding, newRate, remainingMonths);
  const currentInterest = currentEmi * remainingMonths - outstanding;
  const newInterest = newEmi * remainingMonths - outstanding;
  const emiWithTopUp = emi(outstanding + topUp, newRate, remainingMonths);
  return {
    currentEmi,
    newEmi,
    monthlySaving: currentEmi - newEmi,
    interestSaved: currentInterest - newInterest,
    emiWithTopUp,
    topUpEmi: emiWithTopUp - newEmi,
  };
}
