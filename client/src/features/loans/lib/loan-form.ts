import { EMPLOYMENT_TYPES, LOAN_LIMITS, LOAN_TYPES, loanTypeFromCode, type LoanTypePayload } from "@shared/catalog/loan-types";
import { DEFAULT_SETTINGS } from "@shared/catalog/settings";
import type { PublicSettingsJson } from "@shared/contracts/settings";
import type { LoanApplicationInput } from "@shared/schema";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";

/** What the inputs hold: text as typed; the shared schema coerces and checks it. */
export type LoanFormValues = {
  loanType: LoanTypePayload;
  amount: string;
  tenure: string;
  interestRate: string;
  monthlyIncome: string;
  employmentType: "" | (typeof EMPLOYMENT_TYPES)[number];
  purpose: string;
  propertyValue: string;
  propertyAddress: string;
  existingLoanDetails: { lenderName: string; accountNumber: string; outstandingAmount: string; currentRate: string };
};

export const DEFAULT_AMOUNT = 2_500_000;

export const LOAN_TAB_FIELDS = [
  "loanType",
  "amount",
  "tenure",
  "interestRate",
  "propertyValue",
  "propertyAddress",
  "existingLoanDetails",
] as const;
export const PERSONAL_TAB_FIELDS = ["monthlyIncome", "employmentType", "purpose"] as const;
export const SERVER_FIELDS = [
  ...LOAN_TAB_FIELDS.filter((f) => f !== "existingLoanDetails"),
  ...PERSONAL_TAB_FIELDS,
  "existingLoanDetails.lenderName",
  "existingLoanDetails.accountNumber",
  "existingLoanDetails.outstandingAmount",
  "existingLoanDetails.currentRate",
] as const;

export const hasPropertyFields = (t: LoanTypePayload) => t === "HomeLoan" || t === "LAP";

/** The loan type checked among the page's radios, if one is (read before react-hook-form takes them over). */
export function checkedLoanType(root: ParentNode): LoanTypePayload | null {
  const value = root.querySelector<HTMLInputElement>('input[name="loanType"]:checked')?.value;
  return LOAN_TYPES.find((t) => t.payload === value)?.payload ?? null;
}

export const loanTypeByPayload = (payload: LoanTypePayload) => LOAN_TYPES.find((t) => t.payload === payload) ?? LOAN_TYPES[0];

export function baseRateFor(payload: LoanTypePayload, settings: PublicSettingsJson | undefined): number {
  const { settingsKey } = loanTypeByPayload(payload);
  return settings?.[settingsKey] ?? DEFAULT_SETTINGS[settingsKey];
}

const positive = (value: string | null) => (value && Number(value) > 0 ? value : null);

/**
 * Type, amount and tenure (months) prefill from the query. The rate is always the type's
 * base rate, whatever ?interestRate= says: the lender sets it, and the server refuses any other.
 */
export function prefillFromQuery(search: string, settings: PublicSettingsJson | undefined): LoanFormValues {
  const params = new URLSearchParams(search);
  const loanType = loanTypeFromCode(params.get("type")).payload;
  return {
    loanType,
    amount: positive(params.get("amount")) ?? String(DEFAULT_AMOUNT),
    tenure: positive(params.get("tenure")) ?? String(LOAN_LIMITS.defaultTenure),
    interestRate: String(baseRateFor(loanType, settings)),
    monthlyIncome: "",
    employmentType: "",
    purpose: "",
    propertyValue: "",
    propertyAddress: "",
    existingLoanDetails: { lenderName: "", accountNumber: "", outstandingAmount: "", currentRate: "" },
  };
}

const blankToUndefined = (v: string) => (v.trim() === "" ? undefined : v);

/** Only the fields the chosen loan type shows are sent (and checked). */
export function toPayload(v: LoanFormValues) {
  const d = v.existingLoanDetails;
  return {
    loanType: v.loanType,
    amount: blankToUndefined(v.amount),
    tenure: blankToUndefined(v.tenure),
    interestRate: blankToUndefined(v.interestRate),
    monthlyIncome: blankToUndefined(v.monthlyIncome),
    employmentType: v.employmentType || undefined,
    purpose: v.purpose,
    propertyValue: hasPropertyFields(v.loanType) ? v.propertyValue : undefined,
    propertyAddress: hasPropertyFields(v.loanType) ? v.propertyAddress : undefined,
    existingLoanDetails:
      v.loanType === "BTTopUp"
        ? { ...d, outstandingAmount: blankToUndefined(d.outstandingAmount), currentRate: blankToUndefined(d.currentRate) }
        : undefined,
  };
}

/** Terms within what the product lends (LOAN_LIMITS): the only ones a Key Fact Statement is shown for. */
export const offeredTerms = (amount: number, rate: number, months: number) =>
  amount >= LOAN_LIMITS.minAmount &&
  amount <= LOAN_LIMITS.maxAmount &&
  Number.isInteger(months) &&
  months >= LOAN_LIMITS.minTenure &&
  months <= LOAN_LIMITS.maxTenure &&
  rate >= LOAN_LIMITS.minRate &&
  rate <= LOAN_LIMITS.maxRate;

/** Checks the payload made of the form's values with the shared schema, loaded (with zod) when the page is idle or at the first check. */
export const loanFormResolver = lazyZodResolver<LoanFormValues, LoanApplicationInput>(
  () => import("@shared/schema/loans").then((m) => m.loanApplicationSchema),
  {
    prepare: toPayload,
  },
);
