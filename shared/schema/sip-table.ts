// The sip table(s), for the server and drizzle-kit. What the browser validates with lives in ./sip.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { bigint, boolean, date, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Paise } from "../finance/money";
import { SIP_STATUSES } from "./sip";
import { users } from "./users-table";

export const sipInvestments = pgTable(
  "sip_investments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planName: text("plan_name").notNull(),
    monthlyAmountPaise: bigint("monthly_amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    startDate: date("start_date").notNull(),
    durationMonths: integer("duration_months").notNull(),
    expectedReturns: numeric("expected_returns", { precision: 5, scale: 2, mode: "number" }),
    status: text("status", { enum: SIP_STATUSES }).notNull().default("active"),
    autoDebit: boolean("auto_debit").notNull().default(true),
    bankName: text("bank_name"),
    bankAccountNumber: text("bank_account_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sip_investments_user_id_idx").on(t.userId), index("sip_investments_status_idx").on(t.status)],
);
export type SipInvestment = typeof sipInvestments.$inferSelect;
