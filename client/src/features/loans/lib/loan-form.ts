import { i18n } from "@lingui/core";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { ApplicantProfile, PurchaseKind } from "@shared/catalog/applicant-profiles";
import type { IndianStateCode } from "@shared/catalog/indian-states";
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
  /** The EMIs the applicant already pays each month, all loans together ("0" when none). */
  existingEmis: string;
  employmentType: "" | (typeof EMPLOYMENT_TYPES)[number];
  /** Who the applicant is, for the document checklist (the choices follow the employment type). */
  applicantProfile: "" | ApplicantProfile;
  /** What a home loan buys, for the document checklist. */
  purchaseKind: "" | PurchaseKind;
  purpose: string;
  propertyValue: string;
  propertyAddress: string;
  /** The state the property is in: its mortgage's stamp duty is the state's. */
  propertyState: "" | IndianStateCode;
  existingLoanDetails: {
    lenderName: string;
    accountNumber: string;
    outstandingAmount: string;
    currentRate: string;
    /** Months left on the loan being moved. */
    remainingTenure: string;
  };
};

export const DEFAULT_AMOUNT = 2_500_000;

export const LOAN_TAB_FIELDS = [
  "loanType",
  "amount",
  "tenure",
  "interestRate",
  "purchaseKind",
  "propertyValue",
  "propertyAddress",
  "propertyState",
  "existingLoanDetails",
] as const;
export const PERSONAL_TAB_FIELDS = ["monthlyIncome", "existingEmis", "employmentType", "applicantProfile", "purpose"] as const;
export const SERVER_FIELDS = [
  ...LOAN_TAB_FIELDS.filter((f) => f !== "existingLoanDetails"),
  ...PERSONAL_TAB_FIELDS,
  "existingLoanDetails.lenderName",
  "existingLoanDetails.accountNumber",
  "existingLoanDetails.outstandingAmount",
  "existingLoanDetails.currentRate",
  "existingLoanDetails.remainingTenure",
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
    existingEmis: "",
    employmentType: "",
    applicantProfile: "",
    purchaseKind: "",
    purpose: "",
    propertyValue: "",
    propertyAddress: "",
    propertyState: "",
    existingLoanDetails: { lenderName: "", accountNumber: "", outstandingAmount: "", currentRate: "", remainingTenure: "" },
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
    existingEmis: blankToUndefined(v.existingEmis),
    employmentType: v.employmentType || undefined,
    applicantProfile: v.applicantProfile || undefined,
    purchaseKind: v.loanType === "HomeLoan" ? v.purchaseKind || undefined : undefined,
    purpose: v.purpose,
    propertyValue: hasPropertyFields(v.loanType) ? v.propertyValue : undefined,
    propertyAddress: hasPropertyFields(v.loanType) ? v.propertyAddress : undefined,
    propertyState: v.propertyState || undefined,
    existingLoanDetails:
      v.loanType === "BTTopUp"
        ? {
            ...d,
            outstandingAmount: blankToUndefined(d.outstandingAmount),
            currentRate: blankToUndefined(d.currentRate),
            remainingTenure: blankToUndefined(d.remainingTenure),
          }
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

/** A loan's amount (₹), tenure (months) and yearly rate (%). */
export type LoanTerms = { amount: number; months: number; rate: number };

/**
 * The form's amount, tenure and rate as numbers, when they are terms the product offers (else null): the
 * one set of figures the Key Fact Statement and the EMI calculator on the page both show.
 */
export function formTerms(v: Pick<LoanFormValues, "amount" | "tenure" | "interestRate">): LoanTerms | null {
  const terms = { amount: Number(v.amount), months: Number(v.tenure), rate: Number(v.interestRate) };
  return offeredTerms(terms.amount, terms.rate, terms.months) ? terms : null;
}

/**
 * What the API takes without (an older client's payload; the in-principle answer is then at most "refer")
 * and the form asks for all the same, since the underwriting rules need it. Each message is a catalogue id
 * (its English): the property's is this feature's; the other two are the shared schema's own (in the shared
 * catalogue, loaded with every page), for the same blank field.
 */
const ASKED_FIELDS: {
  name: "propertyValue" | "existingEmis" | "existingLoanDetails.remainingTenure";
  message: string;
  asked: (v: LoanFormValues) => boolean;
  value: (v: LoanFormValues) => string;
}[] = [
  {
    name: "propertyValue",
    message: /*i18n*/ "Please enter the property's market value",
    asked: (v) => hasPropertyFields(v.loanType),
    value: (v) => v.propertyValue,
  },
  {
    name: "existingEmis",
    message: "Please enter your existing EMIs (0 if none)",
    asked: () => true,
    value: (v) => v.existingEmis,
  },
  {
    name: "existingLoanDetails.remainingTenure",
    message: "Please enter the months left on your current loan",
    asked: (v) => v.loanType === "BTTopUp",
    value: (v) => v.existingLoanDetails.remainingTenure,
  },
];

/** The shared schema's errors, and an error on each field the form asks for and the visitor left blank. */
export function withAskedFields(values: LoanFormValues, errors: FieldErrors<LoanFormValues>): FieldErrors<LoanFormValues> {
  if (errors.root) return errors;
  const found: FieldErrors<LoanFormValues> = {
    ...errors,
    existingLoanDetails: errors.existingLoanDetails && { ...errors.existingLoanDetails },
  };
  for (const field of ASKED_FIELDS) {
    if (!field.asked(values) || field.value(values).trim() !== "") continue;
    const error = { type: "required", message: field.message };
    if (field.name === "existingLoanDetails.remainingTenure")
      found.existingLoanDetails = { ...found.existingLoanDetails, remainingTenure: error };
    else found[field.name] ??= error;
  }
  if (!found.existingLoanDetails || Object.keys(found.existingLoanDetails).length === 0) delete found.existingLoanDetails;
  return found;
}

/** The shared schema's module, once the first check has loaded it. */
let loanSchemas: typeof import("@shared/schema/loans") | undefined;

/** Checks the payload made of the form's values with the shared schema, loaded (with zod) when the page is idle or at the first check. */
const schemaResolver = lazyZodResolver<LoanFormValues, LoanApplicationInput>(
  () =>
    import("@shared/schema/loans").then((m) => {
      loanSchemas = m;
      return m.loanApplicationSchema;
    }),
  { prepare: toPayload },
);

/**
 * The shared schema's checks (schemaResolver); then the fields the form asks for besides, and existing EMIs
 * above the income, refused as the server refuses them (its message has the income in it: translated here).
 */
export const loanFormResolver = Object.assign(
  (async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors = withAskedFields(values, result.errors);
    const [existingEmis, monthlyIncome] = [values.existingEmis, values.monthlyIncome].map((v) => (v.trim() === "" ? NaN : Number(v)));
    const overIncome =
      Number.isFinite(existingEmis) &&
      Number.isFinite(monthlyIncome) &&
      loanSchemas?.existingEmisOverIncome({ existingEmis, monthlyIncome });
    if (overIncome) errors.existingEmis ??= { type: "max", message: i18n._(overIncome) };
    return Object.keys(errors).length ? { values: {}, errors } : result;
  }) as Resolver<LoanFormValues, unknown, LoanApplicationInput>,
  { preload: schemaResolver.preload },
);
