import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { LOAN_LIMITS, LOAN_TYPE_PAYLOADS } from "../catalog/loan-types";
import { numberField } from "./numbers";
import { plainText } from "./text";
import { users } from "./users";

export const LOAN_STATUSES = ["pending", "approved", "rejected"] as const;
export const EMPLOYMENT_TYPES = ["salaried", "self-employed"] as const;

export type ExistingLoanDetails = {
  lenderName: string;
  accountNumber: string;
  outstandingAmount: number;
  currentRate: number;
};

export const loanApplications = pgTable(
  "loan_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    loanType: text("loan_type").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    tenure: integer("tenure").notNull(),
    interestRate: numeric("interest_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    status: text("status", { enum: LOAN_STATUSES }).notNull().default("pending"),
    purpose: text("purpose"),
    propertyValue: numeric("property_value", { precision: 14, scale: 2, mode: "number" }),
    propertyAddress: text("property_address"),
    monthlyIncome: numeric("monthly_income", { precision: 14, scale: 2, mode: "number" }),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }),
    existingLoanDetails: jsonb("existing_loan_details").$type<ExistingLoanDetails>(),
    rejectionReason: text("rejection_reason"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loan_applications_user_id_idx").on(t.userId, t.appliedAt.desc().nullsFirst()),
    index("loan_applications_status_idx").on(t.status),
    index("loan_applications_applied_at_idx").on(t.appliedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type LoanApplication = typeof loanApplications.$inferSelect;

export const existingLoanDetailsSchema = z.object({
  lenderName: plainText({ error: "Please enter the current lender's name" }).trim().min(2, "Please enter the current lender's name").max(100, "Lender name cannot exceed 100 characters"),
  accountNumber: plainText({ error: "Please enter the existing loan account number" })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, "Please enter the existing loan account number"),
  outstandingAmount: numberField(z.number({ error: "Please enter the outstanding amount" }).positive("Outstanding amount must be more than ₹0").max(100_000_000, "Outstanding amount looks too large")),
  currentRate: numberField(z.number({ error: "Please enter the current interest rate" }).min(1, "Current rate must be at least 1%").max(30, "Current rate cannot exceed 30%")),
});

/** The loan application payload (spec section 3), derived from the table, with the spec's messages on both sides. */
export const loanApplicationSchema = createInsertSchema(loanApplications, {
  loanType: z.enum(LOAN_TYPE_PAYLOADS, { error: "Please select a loan type" }),
  amount: numberField(z.number({ error: "Loan amount must be at least ₹1,00,000" })
    .min(LOAN_LIMITS.minAmount, "Loan amount must be at least ₹1,00,000")
    .max(LOAN_LIMITS.maxAmount, "Loan amount cannot exceed ₹1,00,00,000")),
  tenure: numberField(z.number({ error: "Tenure must be at least 12 months" })
    .int("Tenure must be a whole number of months")
    .min(LOAN_LIMITS.minTenure, "Tenure must be at least 12 months")
    .max(LOAN_LIMITS.maxTenure, "Tenure cannot exceed 360 months")),
  interestRate: numberField(z.number({ error: "Interest rate must be at least 5%" })
    .min(LOAN_LIMITS.minRate, "Interest rate must be at least 5%")
    .max(LOAN_LIMITS.maxRate, "Interest rate cannot exceed 20%")),
  monthlyIncome: numberField(z.number({ error: "Monthly income must be at least ₹10,000" })
    .min(LOAN_LIMITS.minMonthlyIncome, "Monthly income must be at least ₹10,000")
    .max(100_000_000, "Monthly income cannot exceed ₹10,00,00,000")),
  propertyValue: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    numberField(z.number({ error: "Please enter a valid property value" })
      .positive("Please enter a valid property value")
      .max(10_000_000_000, "Property value cannot exceed ₹10,00,00,00,000"))
      .optional(),
  ),
  propertyAddress: plainText().trim().max(500, "Property address cannot exceed 500 characters").optional().or(z.literal("")),
  purpose: plainText({ error: "Please provide a brief purpose for the loan" })
    .trim()
    .min(5, "Please provide a brief purpose for the loan")
    .max(500, "Purpose cannot exceed 500 characters"),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: "Please select your employment type" }),
  existingLoanDetails: existingLoanDetailsSchema.optional(),
})
  .pick({
    loanType: true,
    amount: true,
    tenure: true,
    interestRate: true,
    monthlyIncome: true,
    propertyValue: true,
    propertyAddress: true,
    purpose: true,
    employmentType: true,
    existingLoanDetails: true,
  })
  .extend({
    // Accepted for compatibility with the spec's payload; the owner is always the session user.
    userId: z.unknown().optional(),
    userEmail: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.loanType === "BTTopUp" && !v.existingLoanDetails) {
      ctx.addIssue({ code: "custom", path: ["existingLoanDetails"], message: "Please enter your existing loan details" });
    }
  });
export type LoanApplicationInput = z.infer<typeof loanApplicationSchema>;
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
