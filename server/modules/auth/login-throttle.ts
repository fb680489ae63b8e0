import { inArray, sql } from "drizzle-orm";
import { loginThrottles } from "../../../shared/schema";
import { queryRows, type Executor } from "../../db/client";
import { HttpError } from "../../http/errors";
import { networkOf } from "../../http/rate-limit";

export const LOCKOUT_MINUTES = 15;
/** Failed attempts on one username from all addresses together, per hour, before the backstop locks it everywhere. */
export const GLOBAL_ATTEMPTS_PER_HOUR = 100;

export type Reservation = { attempt: number; lockedMinutes: number };

/**
 * Login throttling keys. The ordinary lock is per username and client network (an IPv6 client's
 * whole /64, which it could otherwise walk through for fresh attempts), so a stranger guessing from
 * elsewhere cannot lock the owner out of their own network; the backstop counts every address
 * together, with a much higher limit, against guessing from many networks.
 */
export const throttleKeys = (username: string, ip: string | null) => {
  const user = username.trim().toLowerCase();
  return { local: `${ip ? networkOf(ip) : "unknown"}|${user}`, global: `*|${user}` };
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

export const tooManyAttempts = (minutes: number) =>
  new HttpError(
    429,
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(minutes * 60) },
  );

export type Admitted = { keys: ReturnType<typeof throttleKeys>; local: Reservation; global: Reservation };

/**
 * Counts one password attempt for the username, from this address and from everywhere, before the
 * password is checked; 429 while locked. Attempts beyond the limit that arrive in parallel lock the
 * username at once, before any of them reaches the check. Logins and the password checks of the
 * profile (password change, erasure) share these counters, so neither can be used to guess faster.
 */
export async function admitPasswordAttempt(db: Executor, username: string, ip: string | null, perAddressLimit: number): Promise<Admitted> {
  const keys = throttleKeys(username, ip);
  const local = await reserveLoginAttempt(db, keys.local);
  const global = await reserveLoginAttempt(db, keys.global, 60);
  const lockedMinutes = Math.max(local.lockedMinutes, global.lockedMinutes);
  if (lockedMinutes > 0) throw tooManyAttempts(lockedMinutes);
  if (local.attempt > perAddressLimit || global.attempt > GLOBAL_ATTEMPTS_PER_HOUR) {
    await lockUsername(db, local.attempt > perAddressLimit ? keys.local : keys.global);
    throw tooManyAttempts(LOCKOUT_MINUTES);
  }
  return { keys, local, global };
}

/** After a wrong password: the lock this attempt starts, if it was the last one allowed (null otherwise). */
export function lockDueAfterFailure({ keys, local, global }: Admitted, perAddressLimit: number, ip: string | null): { key: string; why: string } | null {
  if (local.attempt === perAddressLimit) return { key: keys.local, why: `after ${local.attempt} failed attempts from ${ip ?? "an unknown address"}` };
  if (global.attempt === GLOBAL_ATTEMPTS_PER_HOUR) return { key: keys.global, why: `everywhere, after ${global.attempt} failed attempts from all addresses within an hour` };
  return null;
}
