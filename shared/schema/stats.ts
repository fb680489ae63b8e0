import { bigint, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { Paise } from "../finance/money";

/**
 * Loan application counts per month (IST), type and status, kept by statement-level triggers
 * (migrations/0001; its function reads paise since 0017), so analytics read a few hundred rows instead of every application.
 */
export const loanMonthlyStats = pgTable(
  "loan_monthly_stats",
  {
    month: date("month").notNull(),
    loanType: text("loan_type").notNull(),
    status: text("status").notNull(),
    applications: bigint("applications", { mode: "number" }).notNull().default(0),
    totalAmountPaise: bigint("total_amount_paise", { mode: "number" })
      .$type<Paise>()
      .notNull()
      .default(0 as Paise),
  },
  (t) => [primaryKey({ columns: [t.month, t.loanType, t.status] })],
);

/** Exact row counts for tables too large to count(*) on every request; sharded to avoid one hot row. */
export const rowCounts = pgTable(
  "row_counts",
  {
    tableName: text("table_name").notNull(),
    shard: integer("shard").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.shard] })],
);
