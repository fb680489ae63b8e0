import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-db";
import { migrationsUpTo } from "../../tests/setup/migrations-up-to";
import { localFileStorage } from "../storage/file-storage";
import { queryRows, type Database } from "./client";
import { runMigrations } from "./migrate";
import { seedDemoData } from "./seed";

// The money migration (migrations/0017_money_in_paise.sql, docs/decisions/money-in-paise.md) on the demo data:
// the seed's rows, written in rupees into a database at the migration before it, then migrated.

const BEFORE = "0016_account_security";

/** Paise (a bigint's text) as the rupees numeric(…, 2) held: "250000000" -> "2500000.00". */
const rupeesText = (paise: string | number | null) => {
  if (paise === null) return null;
  const n = BigInt(paise);
  const sign = n < 0n ? "-" : "";
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

type Totals = Record<string, string>;

let demo: Database;
let old: Database;
let before: Totals;
let rowsBefore: Record<string, Record<number, string | null>>;

/** Every money total the database holds, as exact text in rupees with two decimals. */
async function totals(db: Database["db"], unit: "rupees" | "paise"): Promise<Totals> {
  const col = (rupees: string, paise: string) =>
    sql.raw(unit === "rupees" ? `coalesce(sum(${rupees}), 0)::numeric(20,2)::text` : `coalesce(sum(${paise}), 0)::text`);
  const outstanding =
    unit === "rupees"
      ? sql.raw(`coalesce(sum((existing_loan_details->>'outstandingAmount')::numeric), 0)::numeric(20,2)::text`)
      : sql.raw(`coalesce(sum((existing_loan_details->>'outstandingAmountPaise')::bigint), 0)::text`);
  const [r] = await queryRows<Totals>(
    db,
    sql`select
      (select ${col("amount", "amount_paise")} from loan_applications) as loan_amounts,
      (select ${col("property_value", "property_value_paise")} from loan_applications) as property_values,
      (select ${col("monthly_income", "monthly_income_paise")} from loan_applications) as monthly_incomes,
      (select ${outstanding} from loan_applications) as outstanding_amounts,
      (select ${col("monthly_amount", "monthly_amount_paise")} from sip_investments) as sip_amounts,
      (select ${col("amount", "amount_paise")} from payments) as payments,
      (select ${col("amount", "amount_paise")} from payments where status = 'captured') as captured_payments,
      (select ${col("amount", "amount_paise")} from transactions) as transactions,
      (select ${col("total_amount", "total_amount_paise")} from loan_monthly_stats) as monthly_stats`,
  );
  if (unit === "rupees") return r;
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, rupeesText(v)!]));
}

beforeAll(async () => {
  // The demo data as the seed writes it today.
  demo = await openTestDatabase();
  await seedDemoData(demo, { sampleData: true, storage: localFileStorage(mkdtempSync(path.join(tmpdir(), "gharsetu-money-"))) });
  // A database at the migration before, holding the same rows in rupees.
  old = await openTestDatabase({ migrate: false });
  const folder = migrationsUpTo(BEFORE);
  if (old.kind === "postgres") await migratePg(old.db as never, { migrationsFolder: folder });
  else await migratePglite(old.db as never, { migrationsFolder: folder });

  const users = await queryRows<Record<string, unknown>>(
    demo.db,
    sql`select id, username, password, email, full_name, phone_number, role from users order by id`,
  );
  for (const u of users)
    await old.db.execute(
      sql`insert into users (id, username, password, email, full_name, phone_number, role) values (${u.id}, ${u.username}, ${u.password}, ${u.email}, ${u.full_name}, ${u.phone_number}, ${u.role})`,
    );
  type Loan = Record<string, string | number | null> & { existing: Record<string, unknown> | null };
  const loans = await queryRows<Loan>(
    demo.db,
    sql`select id, user_id, loan_type, amount_paise::text, tenure, interest_rate, status, purpose, property_value_paise::text,
      monthly_income_paise::text, employment_type, existing_loan_details as existing, rejection_reason, applied_at::text from loan_applications order by id`,
  );
  expect(loans.some((l) => l.existing)).toBe(true);
  for (const l of loans) {
    const existing = l.existing
      ? {
          lenderName: l.existing.lenderName,
          accountNumber: l.existing.accountNumber,
          outstandingAmount: Number(rupeesText(l.existing.outstandingAmountPaise as number)),
          currentRate: l.existing.currentRate,
        }
      : null;
    await old.db.execute(
      sql`insert into loan_applications (id, user_id, loan_type, amount, tenure, interest_rate, status, purpose, property_value, monthly_income, employment_type, existing_loan_details, rejection_reason, applied_at)
        values (${l.id}, ${l.user_id}, ${l.loan_type}, ${rupeesText(l.amount_paise)}::numeric, ${l.tenure}, ${l.interest_rate}, ${l.status}, ${l.purpose},
          ${rupeesText(l.property_value_paise)}::numeric, ${rupeesText(l.monthly_income_paise)}::numeric, ${l.employment_type},
          ${existing ? JSON.stringify(existing) : null}::jsonb, ${l.rejection_reason}, ${l.applied_at}::timestamptz)`,
    );
  }
  const sips = await queryRows<Record<string, string | number>>(
    demo.db,
    sql`select id, user_id, plan_name, monthly_amount_paise::text, start_date::text, duration_months, expected_returns, status from sip_investments order by id`,
  );
  for (const s of sips)
    await old.db.execute(
      sql`insert into sip_investments (id, user_id, plan_name, monthly_amount, start_date, duration_months, expected_returns, status)
        values (${s.id}, ${s.user_id}, ${s.plan_name}, ${rupeesText(s.monthly_amount_paise)}::numeric, ${s.start_date}::date, ${s.duration_months}, ${s.expected_returns}, ${s.status})`,
    );
  const payments = await queryRows<Record<string, string | number | boolean | null>>(
    demo.db,
    sql`select id, user_id, amount_paise::text, status, order_id, payment_id, payment_for, related_id, demo_mode from payments order by id`,
  );
  for (const p of payments)
    await old.db.execute(
      sql`insert into payments (id, user_id, amount, status, order_id, payment_id, payment_for, related_id, demo_mode)
        values (${p.id}, ${p.user_id}, ${rupeesText(p.amount_paise as string)}::numeric, ${p.status}, ${p.order_id}, ${p.payment_id}, ${p.payment_for}, ${p.related_id}, ${p.demo_mode})`,
    );
  const transactions = await queryRows<Record<string, string | number | null>>(
    demo.db,
    sql`select id, user_id, transaction_type, amount_paise::text, related_id, payment_id, transaction_date::text from transactions order by id`,
  );
  for (const t of transactions)
    await old.db.execute(
      sql`insert into transactions (id, user_id, transaction_type, amount, related_id, payment_id, transaction_date)
        values (${t.id}, ${t.user_id}, ${t.transaction_type}, ${rupeesText(t.amount_paise)}::numeric, ${t.related_id}, ${t.payment_id}, ${t.transaction_date}::timestamptz)`,
    );
  for (const table of ["users", "loan_applications", "sip_investments", "payments", "transactions"])
    await old.db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  // Amounts with paise in them, which the demo data (whole rupees) does not have.
  const [{ id: someone }] = users as { id: number }[];
  await old.db.execute(
    sql`insert into loan_applications (user_id, loan_type, amount, tenure, interest_rate, monthly_income, existing_loan_details)
      values (${someone}, 'BTTopUp', 100000.01, 120, 9.5, 45678.99, ${JSON.stringify({ lenderName: "SBI", accountNumber: "SB0001", outstandingAmount: 12345.67, currentRate: 10.1 })}::jsonb)`,
  );
  await old.db.execute(
    sql`insert into sip_investments (user_id, plan_name, monthly_amount, start_date, duration_months) values (${someone}, 'Equity Growth Plan', 500.55, '2026-12-01', 12)`,
  );

  before = await totals(old.db, "rupees");
  rowsBefore = {};
  for (const [table, column] of [
    ["loan_applications", "amount"],
    ["sip_investments", "monthly_amount"],
    ["payments", "amount"],
    ["transactions", "amount"],
  ]) {
    const rows = await queryRows<{ id: number; v: string }>(old.db, sql.raw(`select id, ${column}::text as v from ${table}`));
    rowsBefore[table] = Object.fromEntries(rows.map((r) => [r.id, r.v]));
  }
  await runMigrations(old);
}, 180_000);

afterAll(async () => {
  await demo?.close();
  await old?.close();
});

describe("the money migration on the demo data", () => {
  it("keeps every total: before equals after, to the paisa", async () => {
    const after = await totals(old.db, "paise");
    expect(Number(before.loan_amounts)).toBeGreaterThan(0);
    expect(Number(before.captured_payments)).toBeGreaterThan(0);
    expect(Number(before.outstanding_amounts)).toBeGreaterThan(0);
    expect(after).toEqual(before);
    // And the migrated database holds what the seed writes today, besides the two rows added above.
    const today = await totals(demo.db, "paise");
    expect(today.payments).toBe(after.payments);
    expect(today.transactions).toBe(after.transactions);
  });

  it("converts every row exactly, odd paise included", async () => {
    for (const [table, column] of [
      ["loan_applications", "amount_paise"],
      ["sip_investments", "monthly_amount_paise"],
      ["payments", "amount_paise"],
      ["transactions", "amount_paise"],
    ]) {
      const rows = await queryRows<{ id: number; v: string }>(old.db, sql.raw(`select id, ${column}::text as v from ${table}`));
      expect(rows.length).toBe(Object.keys(rowsBefore[table]).length);
      for (const r of rows) expect(rupeesText(r.v), `${table} #${r.id}`).toBe(rowsBefore[table][r.id]);
    }
    const [odd] = await queryRows<{ amount_paise: string; monthly_income_paise: string; existing: Record<string, unknown> }>(
      old.db,
      sql`select amount_paise::text, monthly_income_paise::text, existing_loan_details as existing from loan_applications where amount_paise = 10000001`,
    );
    expect(odd).toEqual({
      amount_paise: "10000001",
      monthly_income_paise: "4567899",
      existing: { lenderName: "SBI", accountNumber: "SB0001", outstandingAmountPaise: 1234567, currentRate: 10.1 },
    });
  });

  it("keeps the monthly statistics in step: new applications add their paise", async () => {
    const [{ id: someone }] = await queryRows<{ id: number }>(old.db, sql`select id from users order by id limit 1`);
    const stats = () =>
      queryRows<{ total: string }>(old.db, sql`select coalesce(sum(total_amount_paise), 0)::text as total from loan_monthly_stats`);
    const [{ total: was }] = await stats();
    await old.db.execute(
      sql`insert into loan_applications (user_id, loan_type, amount_paise, tenure, interest_rate) values (${someone}, 'HomeLoan', 250000050, 240, 8.5)`,
    );
    const [{ total: now }] = await stats();
    expect(BigInt(now) - BigInt(was)).toBe(250000050n);
    const [{ sum }] = await queryRows<{ sum: string }>(old.db, sql`select sum(amount_paise)::text as sum from loan_applications`);
    expect(now).toBe(sum);
  });

  it("still finds applications by their amount in rupees (the staff search's index expression)", async () => {
    const rows = await queryRows<{ n: number }>(
      old.db,
      sql`select count(*)::int as n from loan_applications where lower(loan_type || ' ' ||
        case loan_type when 'HomeLoan' then 'home loan' when 'LAP' then 'loan against property lap' when 'BTTopUp' then 'balance transfer top-up' else 'loan' end
        || ' ' || status || ' ' || (amount_paise / 100)::text) like '%100000%'`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });
});
