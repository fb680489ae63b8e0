/** Loan types: the code used in URLs (?type=), the payload spelling and the label shown. */
export const LOAN_TYPES = [
  { code: "home-loan", payload: "HomeLoan", label: /*i18n*/ "Home Loan", settingsKey: "homeLoanRate" },
  { code: "lap", payload: "LAP", label: /*i18n*/ "Loan Against Property", settingsKey: "lapRate" },
  { code: "bt-topup", payload: "BTTopUp", label: /*i18n*/ "Balance Transfer Top-Up", settingsKey: "btTopupRate" },
] as const;

export const LOAN_TYPE_PAYLOADS = ["HomeLoan", "LAP", "BTTopUp"] as const;
export type LoanTypePayload = (typeof LOAN_TYPE_PAYLOADS)[number];
export type LoanTypeCode = (typeof LOAN_TYPES)[number]["code"];

/** Label for either spelling (code or payload); anything else is just "Loan". */
export function loanTypeLabel(value: string | null | undefined): string {
  const t = LOAN_TYPES.find((l) => l.code === value || l.payload === value);
  return t ? t.label : /*i18n*/ "Loan";
}

export function loanTypeFromCode(code: string | null | undefined) {
  return LOAN_TYPES.find((l) => l.code === code) ?? LOAN_TYPES[0];
}

export const LOAN_LIMITS = {
  minAmount: 100_000,
  maxAmount: 10_000_000,
  minTenure: 12,
  maxTenure: 360,
  defaultTenure: 240,
  minRate: 5,
  maxRate: 20,
  minMonthlyIncome: 10_000,
  processingFeePercent: 0.5,
  promoRateFrom: 7.5,
} as const;

export const LOAN_STATUSES = ["pending", "approved", "rejected"] as const;
export const EMPLOYMENT_TYPES = ["salaried", "self-employed"] as const;
