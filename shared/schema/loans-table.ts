// The loans table(s), for the server and drizzle-kit. What the browser validates with lives in ./loans.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { bigint, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Paise } from "../finance/money";
import { users } from "./users-table";
import { EMPLOYMENT_TYPES, LOAN_STATUSES, type ExistingLoanDetails } from "./loans";

/** The existing loan of a balance transfer as stored: its outstanding amount in paise. */
export type StoredExistingLoanDetails = Omit<ExistingLoanDetails, "outstandingAmount"> & { outstandingAmountPaise: Paise };

export const loanApplications = pgTable(
  "loan_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    loanType: text("loan_type").notNull(),
    // Money is whole paise (docs/decisions/money-in-paise.md).
    amountPaise: bigint("amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    tenure: integer("tenure").notNull(),
    interestRate: numeric("interest_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    status: text("status", { enum: LOAN_STATUSES }).notNull().default("pending"),
    purpose: text("purpose"),
    propertyValuePaise: bigint("property_value_paise", { mode: "number" }).$type<Paise>(),
    propertyAddress: text("property_address"),
    monthlyIncomePaise: bigint("monthly_income_paise", { mode: "number" }).$type<Paise>(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }),
    existingLoanDetails: jsonb("existing_loan_details").$type<StoredExistingLoanDetails>(),
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
