import { z } from "zod";
import { SIP_LIMITS, SIP_PLANS } from "../catalog/sip-plans";
import { addDays, istDateField, istToday } from "./dates";
import { numberField } from "./numbers";
import { plainText } from "./text";
import { groupIndian } from "../format";

export const SIP_STATUSES = ["active", "paused", "completed", "cancelled"] as const;
export type SipStatus = (typeof SIP_STATUSES)[number];

const planNames = SIP_PLANS.map((p) => p.name) as [string, ...string[]];
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The SIP form and POST /api/sip-investments, with the same messages on both sides. */
export const sipInvestmentSchema = z
  .object({
    planName: z.enum(planNames, { error: "Please select a SIP plan" }),
    monthlyAmount: numberField(
      z
        .number({ error: "Monthly amount must be at least ₹500" })
        .min(SIP_LIMITS.minAmount, "Monthly amount must be at least ₹500")
        .max(SIP_LIMITS.maxAmount, "Monthly amount cannot exceed ₹1,00,000")
        .multipleOf(1, "Monthly amount must be in whole rupees"),
    ),
    startDate: istDateField({ required: "Please select a start date", invalid: "Please select a start date" }),
    durationMonths: numberField(
      z
        .number({ error: "Duration must be at least 12 months" })
        .int("Duration must be a whole number of months")
        .min(SIP_LIMITS.minMonths, "Duration must be at least 12 months")
        .max(SIP_LIMITS.maxMonths, "Duration cannot exceed 360 months"),
    ),
    // Optional in the spec's table: a client that leaves it out gets the plan's illustrative return.
    expectedReturns: z.preprocess(
      blankToUndefined,
      numberField(
        z
          .number({ error: "Expected returns must be at least 6%" })
          .min(SIP_LIMITS.minReturns, "Expected returns must be at least 6%")
          .max(SIP_LIMITS.maxReturns, "Expected returns cannot exceed 18%"),
      ).optional(),
    ),
    autoDebit: z.boolean({ error: "Auto-debit must be on or off" }).optional(),
    bankName: z.preprocess(
      blankToUndefined,
      plainText({ error: "Please enter your bank's name" })
        .trim()
        .min(2, "Please enter your bank's name")
        .max(100, "Bank name cannot exceed 100 characters")
        .optional(),
    ),
    bankAccountNumber: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "") || undefined : blankToUndefined(v)),
      z
        .string({ error: "Bank account number must be 9 to 18 digits" })
        .regex(/^\d{9,18}$/, "Bank account number must be 9 to 18 digits")
        .optional(),
    ),
    // Accepted for compatibility with the spec's payload; the owner is always the session user.
    userId: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.startDate < istToday()) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "Start date cannot be in the past" });
    }
    if (v.startDate && v.startDate > addDays(istToday(), SIP_LIMITS.maxStartInDays)) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "Start date must be within a year from today" });
    }
    const plan = SIP_PLANS.find((p) => p.name === v.planName);
    if (plan && v.monthlyAmount < plan.minAmount) {
      ctx.addIssue({
        code: "custom",
        path: ["monthlyAmount"],
        message: `Minimum ₹${groupIndian(plan.minAmount)} per month for the ${plan.name}`,
      });
    }
    if (v.bankAccountNumber && !v.bankName) ctx.addIssue({ code: "custom", path: ["bankName"], message: "Please enter your bank's name" });
    if (v.bankName && !v.bankAccountNumber)
      ctx.addIssue({ code: "custom", path: ["bankAccountNumber"], message: "Bank account number must be 9 to 18 digits" });
  });
export type SipInvestmentInput = z.infer<typeof sipInvestmentSchema>;
export type SipInvestmentFormValues = z.input<typeof sipInvestmentSchema>;

/** PATCH /api/sip-investments/{id}: what a customer may do to their own SIP. */
export const sipStatusChangeSchema = z.object({
  status: z.enum(["paused", "active", "cancelled"], { error: "Status must be paused, active or cancelled" }),
});
export type SipStatusChange = z.infer<typeof sipStatusChangeSchema>;

/** Only the last 4 digits of a bank account are ever kept or shown. */
export const maskAccountNumber = (digits: string) => `XXXX${digits.slice(-4)}`;
