import { bigint, date, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Loan application counts per month (IST), type and status, kept by statement-level triggers
 * (migrations/0001), so analytics read a few hundred rows instead of every application.
 */
export const loanMonthlyStats = pgTable(
  "loan_monthly_stats",
  {
    month: date("month").notNull(),
    loanType: text("loan_type").notNull(),
    status: text("status").notNull(),
    applications: bigint("applications", { mode: "number" }).notNull().default(0),
    totalAmount: numeric("total_amount", { precision: 18, scale: 2, mode: "number" }).notNull().default(0),
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
