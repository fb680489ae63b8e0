import { addDays, istDateOf } from "../calendar/ist";
import { addWorkingDays } from "../calendar/working-days";
import { UNDECIDED_STAGES } from "./loan-stages";
import { LOAN_TYPES } from "./loan-types";

/**
 * What the borrower's papers state beyond the application's own figures (docs/decisions/papers-as-pdf.md):
 * the proposal number, how long a Key Fact Statement and a sanction letter hold, and the charges that apply
 * only if something happens (the KFS's "contingent charges"), each with why, in plain words.
 */

/** A Key Fact Statement's terms hold for this many working days (Monday to Friday) after the day it is issued; the RBI asks for at least three. */
export const KFS_VALIDITY_WORKING_DAYS = 3;

/** An in-principle sanction letter holds for this many months from the sanction. */
export const SANCTION_VALIDITY_MONTHS = 6;

const TYPE_CODES: Record<string, string> = { HomeLoan: "HL", LAP: "LAP", BTTopUp: "BT" };

/**
 * The application's proposal number, on every paper about it: the type, the year it was filed (IST) and its
 * id, so it is unique and never changes. GS/HL/2026/000042.
 */
export function proposalNumber(loan: { id: number; loanType: string; appliedAt: Date | string }): string {
  const year = istDateOf(new Date(loan.appliedAt)).slice(0, 4);
  const type = TYPE_CODES[loan.loanType] ?? TYPE_CODES[LOAN_TYPES.find((t) => t.code === loan.loanType)?.payload ?? ""] ?? "LN";
  return `GS/${type}/${year}/${String(loan.id).padStart(6, "0")}`;
}

/** The day a KFS issued on `issuedOn` (YYYY-MM-DD) holds until: that many working days later. */
export function kfsValidUntil(issuedOn: string, workingDays = KFS_VALIDITY_WORKING_DAYS): string {
  return addWorkingDays(issuedOn, workingDays);
}

/**
 * The KFS's contingent charges: what is charged only if something happens. `amount` is what the paper
 * states; `why` says it in plain words. Penal charges are a flat charge, never interest added to the rate
 * (the RBI's fair lending practice on penal charges, 2023), and a floating or fixed home loan to a person
 * carries no foreclosure charge here.
 */
export const CONTINGENT_CHARGES = [
  {
    id: "late_payment",
    label: /*i18n*/ "Penal charges for a late EMI",
    amount: /*i18n*/ "2% of the overdue EMI, once for each month it stays unpaid",
    why: /*i18n*/ "A flat charge, never added to the interest rate and never compounded.",
  },
  {
    id: "cheque_bounce",
    label: /*i18n*/ "Bounced EMI payment (mandate or cheque)",
    amount: /*i18n*/ "₹500 each time",
    why: /*i18n*/ "What the bank charges us to present the payment again.",
  },
  {
    id: "foreclosure",
    label: /*i18n*/ "Foreclosure or part-prepayment",
    amount: /*i18n*/ "Nil",
    why: /*i18n*/ "Pay off early, in part or in full, at any time, from any source.",
  },
  {
    id: "switching",
    label: /*i18n*/ "Switching the interest rate type",
    amount: /*i18n*/ "Nil",
    why: /*i18n*/ "Ask at any time; a new Key Fact Statement states the new terms first.",
  },
  {
    id: "copies",
    label: /*i18n*/ "Copies of papers and statements",
    amount: /*i18n*/ "Nil",
    why: /*i18n*/ "Download them from your dashboard whenever you need them.",
  },
] as const;

/** The fees of a KFS that GharSetu does not charge (insurance and valuation are the borrower's choice). */
export const FEES_NOT_CHARGED = [/*i18n*/ "Insurance charges", /*i18n*/ "Valuation fees"] as const;

/** What withdrawing an application today would mean for its processing fee, and when its cooling-off period ends. */
export type WithdrawalTerms = {
  /** The last day of the cooling-off period (YYYY-MM-DD): the sanction's day plus the period; null before a sanction. */
  coolingOffEndsOn: string | null;
  /** Whether a processing fee paid would be refunded if the customer withdrew today. */
  feeRefunded: boolean;
  /** Whether the fee is refundable at all (before a sanction or within the period). */
  feeRefundable: boolean;
};

/**
 * Withdrawing costs nothing before the loan is paid out. The processing fee is refunded when the settings
 * make it refundable and the application is undecided, or sanctioned no more than the cooling-off period
 * ago (the KFS states both); after that, or once paid out, it is kept.
 */
export function withdrawalTerms(
  loan: { stage: string; sanctionedOn: string | null },
  today: string,
  settings: { coolingOffDays: number; processingFeeRefundable: boolean },
): WithdrawalTerms {
  const undecided = (UNDECIDED_STAGES as readonly string[]).includes(loan.stage);
  const sanctioned = ["sanctioned", "agreement"].includes(loan.stage) && loan.sanctionedOn !== null;
  const coolingOffEndsOn = sanctioned ? addDays(loan.sanctionedOn!, settings.coolingOffDays) : null;
  const withinCoolingOff = coolingOffEndsOn !== null && today <= coolingOffEndsOn;
  return {
    coolingOffEndsOn,
    feeRefunded: settings.processingFeeRefundable && (undecided || withinCoolingOff),
    feeRefundable: settings.processingFeeRefundable,
  };
}
