import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../server/db/client";

/**
 * Tables every request may write whatever its answer: sessions (touched, created), the rate-limit and
 * login-attempt counters (a refused request is counted too), and the trigger-kept row counter.
 */
export const BOOKKEEPING_TABLES = ["sessions", "rate_limits", "login_throttles", "row_counts"];

/** Audit rows a refused request is meant to leave: the record of the refusal itself. */
export const REFUSAL_AUDIT_ACTIONS = [
  "login_failed",
  "account_locked",
  "login_refused_maintenance",
  "change_password_wrong_password",
  "erase_account_wrong_password",
  "payment_verification_failed",
  "expire_payment",
];

const tablesOf = new WeakMap<Db, string[]>();

/** Every row of every table but the bookkeeping ones, as one checksum per table. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  let tables = tablesOf.get(db);
  if (!tables) {
    const rows = await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    tables = rows.map((r) => r.name).filter((n) => !BOOKKEEPING_TABLES.includes(n));
    tablesOf.set(db, tables);
  }
  const parts = tables.map((name) => {
    const refusals = sql.join(
      REFUSAL_AUDIT_ACTIONS.map((a) => sql`${a}`),
      sql`, `,
    );
    const where =
      name === "audit_logs"
        ? sql` where t.action_type not in (${refusals})`
        : name === "audit_personal_data"
          ? sql` where t.audit_log_id not in (select id from audit_logs where action_type in (${refusals}))`
          : sql``;
    return sql`select ${name} as name, count(*)::int || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from ${sql.identifier(name)} t${where}`;
  });
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
