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

export type AssistantContext = {
  /** Current base rates from settings. */
  rates: Rates;
  /** The signed-in customer's own applications, newest first (read for status questions); null when no one is signed in. */
  loans: OwnLoan[] | null;
  /** The language of the reply (reply-language.ts); English when not given. */
  locale?: Locale;
};

export const rateFor = (type: LoanTypeCode, rates: Rates) => rates[loanTypeFromCode(type).settingsKey];

/** A reply, and whether it holds figures the calculator worked out (which a language model should quote, not redo). */
export type Answer = { reply: string; computed: boolean };

export const worked = (reply: string): Answer => ({ reply, computed: true });
export const notWorked = (reply: string): Answer => ({ reply, computed: false });
