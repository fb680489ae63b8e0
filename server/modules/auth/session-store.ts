import session from "express-session";
import type { Request } from "express";
import { eq, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, sessions, type PublicUser } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";

type Callback<T = void> = (err?: unknown, value?: T) => void;

// Both deadlines are set and judged by the database's clock, in SQL (docs/decisions/injectable-clock.md).
const ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;
/** last_seen is written at most once per session in this many seconds: idle tracking costs no write per request. */
export const TOUCH_INTERVAL_SECONDS = 30;

declare module "express-session" {
  interface SessionData {
    /**
     * Put there by the store when it reads the session (never saved: set() leaves it out): the user the
     * session is signed in as, read in the same statement, for passport's deserializeUser. Its presence
     * also says the session came from a stored row, so saving it may only update that row.
     */
    storeRead?: { user: PublicUser | null };
  }
}

/**
 * A session row past its absolute lifetime or its idle timeout (the superadmin's setting, read from the
 * settings row each time, so a change applies to every session at once). Unqualified: a sessions row's columns.
 */
const ENDED = sql`(expire <= now()
  or last_seen <= now() - make_interval(mins => coalesce((select session_timeout_minutes from settings where id = 1), ${DEFAULT_SETTINGS.sessionTimeoutMinutes})))`;

type Row = {
  sess: session.SessionData;
  ended: boolean;
  id: number | null;
  username: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  role: PublicUser["role"];
  createdAt: Date | string;
  erasedAt: Date | string | null;
  emailVerifiedAt: Date | string | null;
  pendingEmail: string | null;
  twoFactorEnabledAt: Date | string | null;
  preferredLanguage: PublicUser["preferredLanguage"];
};

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * express-session store over our own sessions table, so sessions survive restarts and are shared
 * by every app instance.
 *
 * One read per request takes the session, its user and the idle timeout (from the settings row, so a
 * change by the superadmin applies to every session at once) together, in a plain select (cheap to
 * plan, and prepared on PostgreSQL). A session found past its idle timeout or absolute lifetime is
 * then deleted; a live one has last_seen moved on, but only when it is older than
 * TOUCH_INTERVAL_SECONDS, so most requests write nothing. Logout, a
 * password change or an erasure (which delete the rows) and a role change (the user row is read
 * afresh) therefore apply at the next request, on every instance.
 */
export class DbSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  override get(sid: string, cb: Callback<session.SessionData | null>) {
    this.liveSession(sid).then((found) => {
      if (!found) return cb(null, null);
      found.sess.storeRead = { user: found.user };
      cb(null, found.sess);
    }, cb);
  }

  /**
   * The live session with this id and the user it is signed in as (null: none, or the user is gone),
   * or null when there is no such session or it has ended (it is then deleted). Moves last_seen on
   * when due. (Not named `load`:
   * express-session's Store has a callback-style load() that session.reload() relies on.)
   */
  async liveSession(sid: string): Promise<{ sess: session.SessionData; user: PublicUser | null } | null> {
    const [row] = await queryRows<Row & { stale: boolean }>(
      this.db,
      sql`select s.sess, ${ENDED} as ended,
                 s.last_seen < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS}) as stale,
                 u.id, u.username, u.email, u.full_name as "fullName", u.phone_number as "phoneNumber",
                 u.role, u.created_at as "createdAt", u.erased_at as "erasedAt",
                 u.email_verified_at as "emailVerifiedAt", u.pending_email as "pendingEmail", u.two_factor_enabled_at as "twoFactorEnabledAt",
                 u.preferred_language as "preferredLanguage"
          from sessions s
          left join users u on u.id = (s.sess #>> '{passport,user}')::int
          where s.sid = ${sid}`,
    );
    if (!row) return null;
    if (row.ended) {
      // Past its idle timeout or lifetime: gone, unless a request elsewhere moved last_seen on meanwhile.
      await this.db.execute(sql`delete from sessions where sid = ${sid} and ${ENDED}`);
      return null;
    }
    // At most once per TOUCH_INTERVAL_SECONDS per session, so most requests write nothing.
    if (row.stale)
      await this.db
        .update(sessions)
        .set({ lastSeen: sql`now()` })
        .where(eq(sessions.sid, sid));
    const user: PublicUser | null =
      row.id === null
        ? null
        : {
            id: row.id,
            username: row.username,
            email: row.email,
            fullName: row.fullName,
            phoneNumber: row.phoneNumber,
            role: row.role,
            createdAt: toDate(row.createdAt),
            erasedAt: row.erasedAt === null ? null : toDate(row.erasedAt),
            emailVerifiedAt: row.emailVerifiedAt === null ? null : toDate(row.emailVerifiedAt),
            pendingEmail: row.pendingEmail,
            twoFactorEnabledAt: row.twoFactorEnabledAt === null ? null : toDate(row.twoFactorEnabledAt),
            preferredLanguage: row.preferredLanguage,
          };
    return { sess: row.sess, user };
  }

  /**
   * Saves a session. One this request read from the table is only updated: if a logout, a password
   * change or an erasure deleted its row meanwhile (on any instance), a request still in flight must not
   * write it back and so revive it. Only a new session (a login's regenerated id) is inserted.
   */
  override set(sid: string, given: session.SessionData, cb?: Callback) {
    // What the store read with the session stays out of the row (it is read afresh every time).
    const { storeRead, ...sess } = given;
    const userId = (sess as { passport?: { user?: number } }).passport?.user ?? null;
    if (storeRead) {
      this.db
        .update(sessions)
        .set({ sess: sess, userId, lastSeen: sql`now()` })
        .where(eq(sessions.sid, sid))
        .then(
          () => cb?.(),
          (e) => cb?.(e),
        );
      return;
    }
    this.db
      .insert(sessions)
      .values({
        sid,
        sess: sess,
        userId,
        expire: sql`now() + make_interval(secs => ${ABSOLUTE_LIFETIME_SECONDS})`,
        lastSeen: sql`now()`,
      })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: sess, userId, lastSeen: sql`now()` } })
      .then(
        () => cb?.(),
        (e) => cb?.(e),
      );
  }

  // No touch(): get() already moved last_seen on when it was due, so express-session writes nothing
  // for a request that left the session as it was.

  override destroy(sid: string, cb?: Callback) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => cb?.(),
        (e) => cb?.(e),
      );
  }
}

/**
 * Deletes the sessions idle for `minutes` or longer. Called in the transaction that changes the idle
 * timeout, with the shorter of the old and new timeouts: a session that had ended under the old one but
 * was never requested since would otherwise be live again under a longer one.
 */
export async function deleteSessionsIdleFor(tx: Executor, minutes: number): Promise<void> {
  await tx.execute(sql`delete from sessions where last_seen <= now() - make_interval(mins => ${minutes})`);
}

/**
 * The user the store read with this request's session: undefined when the store did not read one (a
 * session made in this request, or passport asks for another id), null when the session's user no
 * longer exists.
 */
export function userReadWithSession(req: Request, id: number): PublicUser | null | undefined {
  const read = req.session?.storeRead;
  if (!read || (read.user !== null && read.user.id !== id)) return undefined;
  return read.user;
}
