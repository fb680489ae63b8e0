import { inArray, sql } from "drizzle-orm";
import { loginThrottles } from "../../../shared/schema";
import { queryRows, type Executor } from "../../db/client";
import { HttpError } from "../../http/errors";
import { networkOf } from "../../http/rate-limit";

export const LOCKOUT_MINUTES = 15;
/** Attempts on one username from all addresses together, per hour, before the backstop starts holding the next one back. */
export const GLOBAL_ATTEMPTS_PER_HOUR = 100;
/** The longest the backstop holds back the next attempt (docs/decisions/lockout-backstop-delay.md). */
export const BACKSTOP_MAX_DELAY_SECONDS = 60;

export type Reservation = { attempt: number; lockedMinutes: number };

/**
 * Login throttling keys. The ordinary lock is per username and client network (an IPv6 client's
 * whole /64, which it could otherwise walk through for fresh attempts), so a stranger guessing from
 * elsewhere cannot lock the owner out of their own network; the backstop counts every address
 * together, with a much higher limit, against guessing from many networks, and slows them down.
 */
export const throttleKeys = (username: string, ip: string | null) => {
  const user = username.trim().toLowerCase();
  return { local: `${ip ? networkOf(ip) : "unknown"}|${user}`, global: `*|${user}` };
};

/**
 * Counts this attempt before the password is checked, in one atomic upsert, so parallel guesses
 * cannot get past the limit. A window starts with the first attempt and lasts `windowMinutes`; an
 * expired lock starts a new one. lockedMinutes > 0 means the key is locked, and then the attempt is
 * refused without being counted.
 */
export async function reserveLoginAttempt(db: Executor, usernameKey: string, windowMinutes = LOCKOUT_MINUTES): Promise<Reservation> {
  const STALE = sql`(t.window_start < now() - make_interval(mins => ${windowMinutes}) or t.locked_until <= now())`;
  const [row] = await queryRows<{ attempt: number; minutes: number | null }>(
    db,
    sql`insert into login_throttles as t (username_key, failures, window_start) values (${usernameKey}, 1, now())
        on conflict (username_key) do update set
          failures = case when ${STALE} then 1 when t.locked_until > now() then t.failures else t.failures + 1 end,
          window_start = case when ${STALE} then now() else t.window_start end,
          locked_until = case when ${STALE} then null else t.locked_until end
        returning failures as attempt,
          case when locked_until > now() then ceil(extract(epoch from (locked_until - now())) / 60)::int end as minutes`,
  );
  return { attempt: Number(row.attempt), lockedMinutes: Number(row.minutes ?? 0) };
}

/**
 * The all-addresses backstop: counts this attempt unless an earlier one set the next attempt further
 * off, and answers how many seconds are left to wait (0: admitted and counted). From the
 * GLOBAL_ATTEMPTS_PER_HOUR-th attempt within the hour on, each admitted attempt sets the next one off by
 * a delay that doubles with the count (1 s, 2 s, 4 s…, at most BACKSTOP_MAX_DELAY_SECONDS): guessing
 * from many networks slows down, and nobody is ever locked out. locked_until holds that moment. A held
 * attempt changes nothing (the upsert's WHERE leaves the row as it is and returns no row).
 */
export async function reserveBackstopAttempt(db: Executor, usernameKey: string): Promise<number> {
  const STALE = sql`t.window_start < now() - interval '1 hour'`;
  const admitted = await queryRows<{ attempt: number }>(
    db,
    sql`insert into login_throttles as t (username_key, failures, window_start) values (${usernameKey}, 1, now())
        on conflict (username_key) do update set
          failures = case when ${STALE} then 1 else t.failures + 1 end,
          window_start = case when ${STALE} then now() else t.window_start end,
          locked_until = case when not ${STALE} and t.failures + 1 >= ${GLOBAL_ATTEMPTS_PER_HOUR}
            then now() + make_interval(secs => least(${BACKSTOP_MAX_DELAY_SECONDS}, power(2, least(t.failures + 1 - ${GLOBAL_ATTEMPTS_PER_HOUR}, 30)))) end
          where ${STALE} or t.locked_until is null or t.locked_until <= now()
        returning failures as attempt`,
  );
  if (admitted.length > 0) return 0;
  const [held] = await queryRows<{ seconds: number | null }>(
    db,
    sql`select ceil(extract(epoch from (locked_until - now())))::int as seconds from login_throttles where username_key = ${usernameKey}`,
  );
  return Math.max(1, Number(held?.seconds ?? 1));
}

/** Takes back an attempt counted for a key when a later check refused it before the password was checked. */
async function uncountAttempt(db: Executor, usernameKey: string): Promise<void> {
  await db.execute(sql`update login_throttles set failures = failures - 1 where username_key = ${usernameKey} and failures > 0`);
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
    /*i18n*/ {
      id: "auth.locked_minutes",
      message: "Too many failed login attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
      values: { minutes },
    },
    undefined,
    { "Retry-After": String(minutes * 60) },
  );

export const heldBack = (seconds: number) =>
  new HttpError(
    429,
    /*i18n*/ {
      id: "auth.held_back_seconds",
      message:
        "Too many failed login attempts on this account. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.",
      values: { seconds },
    },
    undefined,
    { "Retry-After": String(seconds) },
  );

/** The keys this attempt was counted under (a right password clears them), and its count from this address. */
export type Admitted = { keys: ReturnType<typeof throttleKeys>; local: Reservation; counted: string[] };

/**
 * Counts one password attempt for the username, from this address and then from everywhere, before
 * the password is checked. An attempt refused by this address's lock (429) counts nowhere, so guessing
 * on from one locked address never moves the backstop; one held back by the backstop (429 with the
 * seconds to wait) is taken back from the address's count. Attempts beyond the limit that arrive in
 * parallel lock the address at once, before any of them reaches the check. A browser that has signed
 * in to this account before (`knownDevice`) skips the backstop. Logins and the password checks of the
 * profile (password change, erasure) share these counters, so neither can be used to guess faster.
 */
export async function admitPasswordAttempt(
  db: Executor,
  username: string,
  ip: string | null,
  perAddressLimit: number,
  knownDevice = false,
): Promise<Admitted> {
  const keys = throttleKeys(username, ip);
  const local = await reserveLoginAttempt(db, keys.local);
  if (local.lockedMinutes > 0) throw tooManyAttempts(local.lockedMinutes);
  if (local.attempt > perAddressLimit) {
    await lockUsername(db, keys.local);
    throw tooManyAttempts(LOCKOUT_MINUTES);
  }
  if (knownDevice) return { keys, local, counted: [keys.local] };
  const waitSeconds = await reserveBackstopAttempt(db, keys.global);
  if (waitSeconds > 0) {
    await uncountAttempt(db, keys.local);
    throw heldBack(waitSeconds);
  }
  return { keys, local, counted: [keys.local, keys.global] };
}

/** After a wrong password: the address's lock this attempt starts, if it was the last one allowed (null otherwise). */
export function lockDueAfterFailure({ keys, local }: Admitted, perAddressLimit: number): { key: string; why: string } | null {
  if (local.attempt === perAddressLimit) return { key: keys.local, why: `after ${local.attempt} failed attempts from one address` };
  return null;
}
