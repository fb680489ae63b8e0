import { z } from "zod";
import { SIP_LIMITS, SIP_PLANS } from "../catalog/sip-plans";
import { pagedSearchQuery } from "./admin";
import { addDays, istDateField, istToday } from "./dates";
import { numberField } from "./numbers";
import { plainText } from "./text";

export const SIP_STATUSES = ["active", "paused", "completed", "cancelled"] as const;
export type SipStatus = (typeof SIP_STATUSES)[number];

/** UPI AutoPay up to UPI's limit for a mandate debit; e-NACH (the bank's mandate) above it. */
export const MANDATE_KINDS = ["upi", "enach"] as const;
export type MandateKind = (typeof MANDATE_KINDS)[number];
export const MANDATE_STATUSES = ["pending", "active", "revoked"] as const;

/**
 * An instalment's life: made (`scheduled`), its pre-debit notice sent (`notified`), then `paid`, `missed`
 * (the debit failed), `skipped` (the customer skipped it, or the SIP was paused) or `cancelled` (the SIP
 * ended first).
 */
export const INSTALMENT_STATUSES = ["scheduled", "notified", "paid", "missed", "skipped", "cancelled"] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** Why a customer cancels, from a list, as fund houses ask. */
export const SIP_CANCEL_REASONS = ["need-money", "returns-low", "switching-fund", "financial-difficulty", "other"] as const;
export type SipCancelReason = (typeof SIP_CANCEL_REASONS)[number];
/** Why a SIP ended early: the customer's reason, or three debits in a row that failed. */
export const SIP_END_REASONS = [...SIP_CANCEL_REASONS, "missed-debits"] as const;

const planNames = SIP_PLANS.map((p) => p.name) as [string, ...string[]];

/**
 * Each plan's own minimum, as whole sentences so they can be translated (the figures are written out:
 * messages.test.ts holds them to SIP_PLANS).
 */
export const PLAN_MINIMUM_MESSAGES: Record<(typeof SIP_PLANS)[number]["id"], string> = {
  "equity-growth": /*i18n*/ "Minimum ₹1,000 per month for the Equity Growth Plan",
  "balanced-hybrid": /*i18n*/ "Minimum ₹500 per month for the Balanced Hybrid Plan",
  "debt-stability": /*i18n*/ "Minimum ₹1,000 per month for the Debt Stability Plan",
  "tax-saver": /*i18n*/ "Minimum ₹500 per month for the Tax-Saver ELSS Plan",
};
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The SIP form and POST /api/sip-investments, with the same messages on both sides. */
export const sipInvestmentSchema = z
  .object({
    planName: z.enum(planNames, { error: /*i18n*/ "Please select a SIP plan" }),
    monthlyAmount: numberField(
      z
        .number({ error: /*i18n*/ "Monthly amount must be at least ₹500" })
        .min(SIP_LIMITS.minAmount, /*i18n*/ "Monthly amount must be at least ₹500")
        .max(SIP_LIMITS.maxAmount, /*i18n*/ "Monthly amount cannot exceed ₹1,00,000")
        .multipleOf(1, /*i18n*/ "Monthly amount must be in whole rupees"),
    ),
    startDate: istDateField({ required: /*i18n*/ "Please select a start date", invalid: /*i18n*/ "Please select a start date" }),
    durationMonths: numberField(
      z
        .number({ error: /*i18n*/ "Duration must be at least 12 months" })
        .int(/*i18n*/ "Duration must be a whole number of months")
        .min(SIP_LIMITS.minMonths, /*i18n*/ "Duration must be at least 12 months")
        .max(SIP_LIMITS.maxMonths, /*i18n*/ "Duration cannot exceed 360 months"),
    ),
    // Optional in the spec's table: a client that leaves it out gets the plan's illustrative return.
    expectedReturns: z.preprocess(
      blankToUndefined,
      numberField(
        z
          .number({ error: /*i18n*/ "Expected returns must be at least 6%" })
          .min(SIP_LIMITS.minReturns, /*i18n*/ "Expected returns must be at least 6%")
          .max(SIP_LIMITS.maxReturns, /*i18n*/ "Expected returns cannot exceed 18%"),
      ).optional(),
    ),
    autoDebit: z.boolean({ error: /*i18n*/ "Auto-debit must be on or off" }).optional(),
    bankName: z.preprocess(
      blankToUndefined,
      plainText({ error: /*i18n*/ "Please enter your bank's name" })
        .trim()
        .min(2, /*i18n*/ "Please enter your bank's name")
        .max(100, /*i18n*/ "Bank name cannot exceed 100 characters")
        .optional(),
    ),
    bankAccountNumber: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "") || undefined : blankToUndefined(v)),
      z
        .string({ error: /*i18n*/ "Bank account number must be 9 to 18 digits" })
        .regex(/^\d{9,18}$/, /*i18n*/ "Bank account number must be 9 to 18 digits")
        .optional(),
    ),
    // Accepted for compatibility with the spec's payload; the owner is always the session user.
    userId: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.startDate < istToday()) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: /*i18n*/ "Start date cannot be in the past" });
    }
    if (v.startDate && v.startDate > addDays(istToday(), SIP_LIMITS.maxStartInDays)) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: /*i18n*/ "Start date must be within a year from today" });
    }
    const plan = SIP_PLANS.find((p) => p.name === v.planName);
    if (plan && v.monthlyAmount < plan.minAmount) {
      ctx.addIssue({
        code: "custom",
        path: ["monthlyAmount"],
        message: PLAN_MINIMUM_MESSAGES[plan.id],
      });
    }
    if (v.bankAccountNumber && !v.bankName)
      ctx.addIssue({ code: "custom", path: ["bankName"], message: /*i18n*/ "Please enter your bank's name" });
    if (v.bankName && !v.bankAccountNumber)
      ctx.addIssue({ code: "custom", path: ["bankAccountNumber"], message: /*i18n*/ "Bank account number must be 9 to 18 digits" });
  });
export type SipInvestmentInput = z.infer<typeof sipInvestmentSchema>;
export type SipInvestmentFormValues = z.input<typeof sipInvestmentSchema>;

/**
 * PATCH /api/sip-investments/{id}: what a customer may do to their own SIP. A pause is for 1 to 3 months
 * (one month when not said); a cancellation gives its reason from a list ("other" when not said, as the
 * published payload has no reason).
 */
export const sipStatusChangeSchema = z
  .object({
    status: z.enum(["paused", "active", "cancelled"], { error: /*i18n*/ "Status must be paused, active or cancelled" }),
    months: z
      .number({ error: /*i18n*/ "A pause is for 1, 2 or 3 months" })
      .int(/*i18n*/ "A pause is for 1, 2 or 3 months")
      .min(1, /*i18n*/ "A pause is for 1, 2 or 3 months")
      .max(3, /*i18n*/ "A pause is for 1, 2 or 3 months")
      .optional(),
    reason: z.enum(SIP_CANCEL_REASONS, { error: /*i18n*/ "Please choose why you are cancelling" }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.months !== undefined && v.status !== "paused")
      ctx.addIssue({ code: "custom", path: ["months"], message: /*i18n*/ "Only a pause takes a number of months" });
    if (v.reason !== undefined && v.status !== "cancelled")
      ctx.addIssue({ code: "custom", path: ["reason"], message: /*i18n*/ "Only a cancellation takes a reason" });
  });
export type SipStatusChange = z.infer<typeof sipStatusChangeSchema>;

/** Only the last 4 digits of a bank account are ever kept or shown. */
export const maskAccountNumber = (digits: string) => `XXXX${digits.slice(-4)}`;

/** POST /api/sip-investments/{id}/mandate: UPI AutoPay (up to ₹1,00,000 a debit) or e-NACH. */
export const sipMandateSchema = z.object({
  kind: z.enum(MANDATE_KINDS, { error: /*i18n*/ "Choose UPI AutoPay or e-NACH" }),
});
export type SipMandateInput = z.infer<typeof sipMandateSchema>;

/** POST /api/sip-investments/{id}/mandate/confirm: Razorpay's answer to the authorising payment. */
export const sipMandateConfirmSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type SipMandateConfirmInput = z.infer<typeof sipMandateConfirmSchema>;

/** GET /api/admin/sip-investments: every customer's SIPs, searched, by status, or only those with failed debits. */
export const adminSipsQuery = pagedSearchQuery.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(SIP_STATUSES, { error: "Unknown SIP status" }).optional()),
  failed: z.preprocess((v) => (v === "" || v === undefined ? undefined : v === "true" || v === true), z.boolean().optional()),
});
export type AdminSipsQuery = z.infer<typeof adminSipsQuery>;

/**
 * PUT /api/sip-investments/{id}/step-up: raise the instalment every twelve by a percent (1 to 50) or an
 * amount (₹100 to ₹50,000); neither takes the step-up away.
 */
export const sipStepUpSchema = z
  .object({
    percent: z
      .number({ error: /*i18n*/ "A step-up is 1% to 50% a year" })
      .min(1, /*i18n*/ "A step-up is 1% to 50% a year")
      .max(50, /*i18n*/ "A step-up is 1% to 50% a year")
      .multipleOf(0.5, /*i18n*/ "A step-up is 1% to 50% a year")
      .optional(),
    amount: z
      .number({ error: /*i18n*/ "A step-up is ₹100 to ₹50,000 a year" })
      .int(/*i18n*/ "A step-up is ₹100 to ₹50,000 a year")
      .min(100, /*i18n*/ "A step-up is ₹100 to ₹50,000 a year")
      .max(50_000, /*i18n*/ "A step-up is ₹100 to ₹50,000 a year")
      .optional(),
  })
  .strict()
  .refine((v) => v.percent === undefined || v.amount === undefined, {
    path: ["amount"],
    message: /*i18n*/ "Step up by a percent or by an amount, not both",
  });
export type SipStepUpInput = z.infer<typeof sipStepUpSchema>;
