import { loanTypeFromCode, type LoanTypeCode } from "../../../../shared/catalog/loan-types";
import type { Paise } from "../../../../shared/finance";
import type { Locale } from "../../../../shared/i18n/locales";
import type { Settings } from "../../../../shared/schema";

export type Rates = Pick<Settings, "homeLoanRate" | "lapRate" | "btTopupRate">;

/** One of the signed-in customer's own applications, as the status answer needs it. */
export type OwnLoan = {
  id: number;
  loanType: string;
  /** The amount applied for, in paise. */
  amountPaise: Paise;
  status: string;
  appliedAt: Date;
  rejectionReason: string | null;
  processingFeePaid: boolean;
};

/**
 * The lender's terms from settings that the answers quote and compute with: the FOIR limit, the LAP's
 * loan-to-value cap, a balance transfer's switching costs, the GST in the fees and the cooling-off period.
 */
export type LenderTerms = Pick<
  Settings,
  | "maxFoirPercent"
  | "lapLtvPercent"
  | "modtStampDutyPercent"
  | "btLegalChargesPaise"
  | "feeGstPercent"
  | "coolingOffDays"
  | "processingFeeRefundable"
>;

export type AssistantContext = {
  /** Current base rates from settings. */
  rates: Rates;
  /** The lender's terms from settings. */
  lender: LenderTerms;
  /** The signed-in customer's own applications, newest first (read for status questions); null when no one is signed in. */
  loans: OwnLoan[] | null;
  /** The language of the reply (reply-language.ts); English when not given. */
  locale?: Locale;
};

export const rateFor = (type: LoanTypeCode, rates: Rates) => rates[loanTypeFromCode(type).settingsKey];

/**
 * A reply, and whether it holds figures the calculator worked out (which a language model should quote, not
 * redo), or `quoted`: facts read from GharSetu's catalogues and settings (a document checklist, the charges of
 * the Key Fact Statement) that the language model's own facts do not hold, so it is given them to quote too.
 */
export type Answer = { reply: string; computed: boolean; quoted?: boolean };

export const worked = (reply: string): Answer => ({ reply, computed: true });
export const notWorked = (reply: string): Answer => ({ reply, computed: false });
export const quoted = (reply: string): Answer => ({ reply, computed: false, quoted: true });
