import session from "express-session";
import { and, eq, lt, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, sessions } from "../../../shared/schema";
import { queryRows, type Db } from "../../db/client";

type Callback<T = void> = (err?: unknown, value?: T) => void;

const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * express-session store over our own sessions table, so sessions survive restarts and are shared
 * by every app instance. Idle timeout comes from the settings row in the same query, so a change
 * by the superadmin applies to every session at once.
 */
export class DbSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  override get(sid: string, cb: Callback<session.SessionData | null>) {
    // A session found past its idle timeout (or absolute lifetime) is deleted on sight, in the same
    // statement, so raising the timeout later cannot bring it back.
    queryRows<{ sess: session.SessionData; ended: boolean }>(
      this.db,
      sql`with found as (
            select s.sess, (s.expire <= now()
                   or s.last_seen <= now() - make_interval(mins => coalesce(st.session_timeout_minutes, ${DEFAULT_SETTINGS.sessionTimeoutMinutes}))) as ended
            from sessions s left join settings st on st.id = 1
            where s.sid = ${sid}),
          -- A data-modifying CTE runs to completion even though the query does not read it.
          gone as (delete from sessions where sid = ${sid} and (select ended from found) returning 1)
          select sess, ended from found`,
    ).then((rows) => cb(null, rows[0] && !rows[0].ended ? rows[0].sess : null), cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback) {
    const userId = (sess as { passport?: { user?: number } }).passport?.user ?? null;
    const expire = new Date(Date.now() + ABSOLUTE_LIFETIME_MS);
    this.db
      .insert(sessions)
      .values({ sid, sess, userId, expire, lastSeen: new Date() })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, userId, lastSeen: sql`now()` } })
      .then(() => cb?.(), (e) => cb?.(e));
  }

  override touch(sid: string, _sess: session.SessionData, cb?: Callback) {
    // At most one write per session every 30 s keeps idle tracking cheap under load.
    this.db
      .update(sessions)
      .set({ lastSeen: sql`now()` })
      .where(and(eq(sessions.sid, sid), lt(sessions.lastSeen, sql`now() - interval '30 seconds'`)))
      .then(() => cb?.(), (e) => cb?.(e));
  }

  override destroy(sid: string, cb?: Callback) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (e) => cb?.(e));
  }
}
