import { z } from "zod";
import { APPLICANT_PROFILES, PROFILES_OF_EMPLOYMENT, PURCHASE_KINDS } from "../catalog/applicant-profiles";
import { INDIAN_STATE_CODES } from "../catalog/indian-states";
import { EMPLOYMENT_TYPES, LOAN_LIMITS, LOAN_TYPE_PAYLOADS, type LoanTypePayload } from "../catalog/loan-types";
import { formatCurrency, percentFigure } from "../format";
import { inWholePaise, numberField, WHOLE_PAISE_MESSAGE } from "./numbers";
import { plainText } from "./text";

export { EMPLOYMENT_TYPES, LOAN_STATUSES } from "../catalog/loan-types";

export type ExistingLoanDetails = {
  lenderName: string;
  accountNumber: string;
  outstandingAmount: number;
  currentRate: number;
  /** Months left on the current loan: what a balance transfer's saving is counted over (optional in the published payload). */
  remainingTenure?: number;
};

/** A bank's or an NBFC's name: letters of any script, digits, spaces and the marks names use (& . , ' ( ) - /). */
const LENDER_NAME_PATTERN = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,&'’()/-]*$/u;

export const existingLoanDetailsSchema = z.object({
  lenderName: plainText({ error: /*i18n*/ "Please enter the current lender's name" })
    .trim()
    .min(1, { error: /*i18n*/ "Please enter the current lender's name", abort: true })
    .min(2, { error: /*i18n*/ "Lender name must be at least 2 characters", abort: true })
    .max(100, /*i18n*/ "Lender name cannot exceed 100 characters")
    .regex(LENDER_NAME_PATTERN, /*i18n*/ "Use letters for the lender's name, not symbols or emoji"),
  accountNumber: plainText({ error: /*i18n*/ "Please enter the existing loan account number" })
    .trim()
    .min(1, { error: /*i18n*/ "Please enter the existing loan account number", abort: true })
    .regex(/^[A-Za-z0-9-]*$/, { error: /*i18n*/ "Loan account number can only have letters, numbers and hyphens", abort: true })
    .min(4, /*i18n*/ "Loan account number must be at least 4 characters")
    .max(30, /*i18n*/ "Loan account number cannot exceed 30 characters"),
  outstandingAmount: numberField(
    z
      .number({ error: /*i18n*/ "Please enter the outstanding amount" })
      .positive(/*i18n*/ "Outstanding amount must be more than ₹0")
      .max(100_000_000, /*i18n*/ "Outstanding amount looks too large")
      .refine(inWholePaise, WHOLE_PAISE_MESSAGE),
  ),
  currentRate: numberField(
    z
      .number({ error: /*i18n*/ "Please enter the current interest rate" })
      .min(1, /*i18n*/ "Current rate must be at least 1%")
      .max(30, /*i18n*/ "Current rate cannot exceed 30%"),
  ),
  remainingTenure: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    numberField(
      z
        .number({ error: /*i18n*/ "Please enter the months left on your current loan" })
        .int(/*i18n*/ "Months left must be a whole number")
        .min(1, /*i18n*/ "Months left must be at least 1")
        .max(LOAN_LIMITS.maxTenure, /*i18n*/ "Months left cannot exceed 360"),
    ).optional(),
  ),
});

/**
 * The loan application payload of the published API contract (docs/decisions/api-contract-for-any-client.md),
 * with its messages on both sides. Its fields are
 * the loan_applications columns (loans-table.ts); schema-agreement.test.ts holds the two together.
 */
export const loanApplicationSchema = z
  .object({
    loanType: z.enum(LOAN_TYPE_PAYLOADS, { error: /*i18n*/ "Please select a loan type" }),
    amount: numberField(
      z
        .number({ error: /*i18n*/ "Loan amount must be at least ₹1,00,000" })
        .min(LOAN_LIMITS.minAmount, /*i18n*/ "Loan amount must be at least ₹1,00,000")
        .max(LOAN_LIMITS.maxAmount, /*i18n*/ "Loan amount cannot exceed ₹1,00,00,000")
        .refine(inWholePaise, WHOLE_PAISE_MESSAGE),
    ),
    tenure: numberField(
      z
        .number({ error: /*i18n*/ "Tenure must be at least 12 months" })
        .int(/*i18n*/ "Tenure must be a whole number of months")
        .min(LOAN_LIMITS.minTenure, /*i18n*/ "Tenure must be at least 12 months")
        .max(LOAN_LIMITS.maxTenure, /*i18n*/ "Tenure cannot exceed 360 months"),
    ),
    // The lender's rate for the loan type (product settings): the server lends at it and refuses a different
    // one sent, so a customer never applies on a Key Fact Statement at a rate they will not get.
    interestRate: numberField(
      z
        .number({ error: /*i18n*/ "Interest rate must be at least 5%" })
        .min(LOAN_LIMITS.minRate, /*i18n*/ "Interest rate must be at least 5%")
        .max(LOAN_LIMITS.maxRate, /*i18n*/ "Interest rate cannot exceed 20%"),
    ).optional(),
    monthlyIncome: numberField(
      z
        .number({ error: /*i18n*/ "Monthly income must be at least ₹10,000" })
        .min(LOAN_LIMITS.minMonthlyIncome, /*i18n*/ "Monthly income must be at least ₹10,000")
        .max(100_000_000, /*i18n*/ "Monthly income cannot exceed ₹10,00,00,000")
        .refine(inWholePaise, WHOLE_PAISE_MESSAGE),
    ),
    propertyValue: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      numberField(
        z
          .number({ error: /*i18n*/ "Please enter a valid property value" })
          .positive(/*i18n*/ "Please enter a valid property value")
          .max(10_000_000_000, /*i18n*/ "Property value cannot exceed ₹10,00,00,00,000")
          .refine(inWholePaise, WHOLE_PAISE_MESSAGE),
      ).optional(),
    ),
    propertyAddress: plainText().trim().max(500, /*i18n*/ "Property address cannot exceed 500 characters").optional().or(z.literal("")),
    // The state the property is in: a mortgage's stamp duty is the state's (shared/catalog/modt-stamp-duty.ts).
    propertyState: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(INDIAN_STATE_CODES, { error: /*i18n*/ "Please choose the state the property is in" }).optional(),
    ),
    purpose: plainText({ error: /*i18n*/ "Please provide a brief purpose for the loan" })
      .trim()
      .min(5, /*i18n*/ "Please provide a brief purpose for the loan")
      .max(500, /*i18n*/ "Purpose cannot exceed 500 characters"),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: /*i18n*/ "Please select your employment type" }),
    // What the applicant already pays each month (0 if nothing): counted in the FOIR
    // (docs/decisions/underwriting-rules.md). For a balance transfer, the EMIs on other loans: the loan
    // being moved is replaced by this one. Optional in the published payload; the form always asks.
    existingEmis: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      numberField(
        z
          .number({ error: /*i18n*/ "Please enter your existing EMIs (0 if none)" })
          .min(0, /*i18n*/ "Existing EMIs cannot be negative")
          .max(100_000_000, /*i18n*/ "Existing EMIs cannot exceed ₹10,00,00,000")
          .refine(inWholePaise, WHOLE_PAISE_MESSAGE),
      ).optional(),
    ),
    existingLoanDetails: existingLoanDetailsSchema.optional(),
    // Who the applicant is and, for a home loan, what it buys: the document checklist is built from them
    // (shared/catalog/document-checklist.ts). Optional in the published payload; the form always asks.
    applicantProfile: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(APPLICANT_PROFILES, { error: /*i18n*/ "Please choose what describes you best" }).optional(),
    ),
    purchaseKind: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(PURCHASE_KINDS, { error: /*i18n*/ "Please choose what you are buying" }).optional(),
    ),
  })
  .extend({
    // Accepted as the published payload has them, and ignored: the owner is always the session user.
    userId: z.unknown().optional(),
    userEmail: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.loanType === "BTTopUp" && !v.existingLoanDetails) {
      ctx.addIssue({ code: "custom", path: ["existingLoanDetails"], message: /*i18n*/ "Please enter your existing loan details" });
    }
    if (v.applicantProfile && !PROFILES_OF_EMPLOYMENT[v.employmentType].includes(v.applicantProfile)) {
      ctx.addIssue({ code: "custom", path: ["applicantProfile"], message: /*i18n*/ "Please choose what describes you best" });
    }
  });
export type LoanApplicationInput = z.infer<typeof loanApplicationSchema>;

/**
 * Existing EMIs above the monthly income cannot be right: refused on `existingEmis`, naming the income in
 * Indian format. Outside the schema because a schema's message is a fixed text and this one carries a
 * figure (docs/i18n.md); the server answers it as a 400 and the form can show the same.
 */
export function existingEmisOverIncome(v: { existingEmis?: number; monthlyIncome: number }) {
  if (v.existingEmis === undefined || v.existingEmis <= v.monthlyIncome) return null;
  return /*i18n*/ {
    id: "loan.existing_emis_over_income",
    message: "Existing EMIs cannot be more than your monthly income of {income}",
    values: { income: formatCurrency(v.monthlyIncome) },
  };
}

/** Why an application naming another rate than the product's is refused. */
export const productRateMessage = (loanLabel: string, ratePercent: number) =>
  `The interest rate for a ${loanLabel} is ${percentFigure(ratePercent)}% a year`;
/**
 * The same, as a message of each loan type with the rate (`percentFigure`) as `{rate}`, for answers in the
 * caller's language (docs/i18n.md); messages.test.ts holds them to productRateMessage.
 */
export const PRODUCT_RATE_MESSAGES: Record<LoanTypePayload, { id: string; message: string }> = {
  HomeLoan: /*i18n*/ { id: "loan.product_rate.home_loan", message: "The interest rate for a Home Loan is {rate}% a year" },
  LAP: /*i18n*/ { id: "loan.product_rate.lap", message: "The interest rate for a Loan Against Property is {rate}% a year" },
  BTTopUp: /*i18n*/ { id: "loan.product_rate.bt_topup", message: "The interest rate for a Balance Transfer Top-Up is {rate}% a year" },
};
export type LoanApplicationFormValues = z.input<typeof loanApplicationSchema>;

/** PATCH /api/admin/loan-applications/{id}: a rejection needs a reason. */
export const loanDecisionSchema = z
  .object({
    status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
    rejectionReason: plainText().trim().max(500, "Rejection reason cannot exceed 500 characters").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.rejectionReason) {
      ctx.addIssue({ code: "custom", path: ["rejectionReason"], message: "Please provide a reason for rejection" });
    }
  });
export type LoanDecision = z.infer<typeof loanDecisionSchema>;
