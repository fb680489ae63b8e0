import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../../db/client";

export const LOCKOUT_MINUTES = 15;

/** Minutes left on a lockout for this username, or 0 when it may try. */
export async function lockoutMinutesLeft(db: Executor, usernameKey: string): Promise<number> {
  const rows = await queryRows<{ minutes: number }>(
    db,
    sql`select ceil(extract(epoch from (locked_until - now())) / 60)::int as minutes
        from login_throttles where username_key = ${usernameKey} and locked_until > now()`,
  );
  return Number(rows[0]?.minutes ?? 0);
}

/**
 * Counts a failure inside a 15-minute window; reaching `limit` locks the username for 15 minutes.
 * One atomic upsert, so concurrent attempts on several instances cannot undercount.
 */
export async function recordLoginFailure(db: Executor, usernameKey: string, limit: number): Promise<void> {
  await db.execute(sql`
    insert into login_throttles as t (username_key, failures, window_start, locked_until)
    values (${usernameKey}, 1, now(), case when 1 >= ${limit} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) end)
    on conflict (username_key) do update set
      failures = case when t.window_start < now() - make_interval(mins => ${LOCKOUT_MINUTES}) or t.locked_until <= now()
                      then 1 else t.failures + 1 end,
      window_start = case when t.window_start < now() - make_interval(mins => ${LOCKOUT_MINUTES}) or t.locked_until <= now()
                      then now() else t.window_start end,
      locked_until = case
        when (case when t.window_start < now() - make_interval(mins => ${LOCKOUT_MINUTES}) or t.locked_until <= now()
                   then 1 else t.failures + 1 end) >= ${limit}
        then now() + make_interval(mins => ${LOCKOUT_MINUTES})
        else null end`);
}

export async function clearLoginFailures(db: Executor, usernameKey: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where username_key = ${usernameKey}`);
}
