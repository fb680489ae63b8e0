import { inArray, sql } from "drizzle-orm";
import { loginThrottles } from "../../../shared/schema";
import { queryRows, type Executor } from "../../db/client";

export const LOCKOUT_MINUTES = 15;
/** Failed attempts on one username from all addresses together, per hour, before the backstop locks it everywhere. */
export const GLOBAL_ATTEMPTS_PER_HOUR = 100;

export type Reservation = { attempt: number; lockedMinutes: number };

/**
 * Login throttling keys. The ordinary lock is per username and client address, so a stranger
 * guessing from elsewhere cannot lock the owner out of their own network; the backstop counts every
 * address together, with a much higher limit, against guessing from many addresses.
 */
export const throttleKeys = (username: string, ip: string | null) => {
  const user = username.trim().toLowerCase();
  return { local: `${ip ?? "unknown"}|${user}`, global: `*|${user}` };
};

/**
 * Counts this attempt before the password is checked, in one atomic upsert, so parallel guesses
 * cannot get past the limit. A window starts with the first attempt and lasts `windowMinutes`; an
 * expired lock starts a new one. lockedMinutes > 0 means the key is locked.
 */
export async function reserveLoginAttempt(db: Executor, usernameKey: string, windowMinutes = LOCKOUT_MINUTES): Promise<Reservation> {
  const STALE = sql`(t.window_start < now() - make_interval(mins => ${windowMinutes}) or t.locked_until <= now())`;
  const [row] = await queryRows<{ attempt: number; minutes: number | null }>(
    db,
    sql`insert into login_throttles as t (username_key, failures, window_start) values (${usernameKey}, 1, now())
        on conflict (username_key) do update set
          failures = case when ${STALE} then 1 else t.failures + 1 end,
          window_start = case when ${STALE} then now() else t.window_start end,
          locked_until = case when ${STALE} then null else t.locked_until end
        returning failures as attempt,
          case when locked_until > now() then ceil(extract(epoch from (locked_until - now())) / 60)::int end as minutes`,
  );
  return { attempt: Number(row.attempt), lockedMinutes: Number(row.minutes ?? 0) };
}

/** Starts the 15-minute lock unless one is already running. */
export async function lockUsername(db: Executor, usernameKey: string): Promise<void> {
  await db.execute(
    sql`update login_throttles set locked_until = now() + make_interval(mins => ${LOCKOUT_MINUTES})
        where username_key = ${usernameKey} and (locked_until is null or locked_until <= now())`,
  );
}

export async function clearLoginFailures(db: Executor, ...keys: string[]): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.usernameKey, keys));
}
