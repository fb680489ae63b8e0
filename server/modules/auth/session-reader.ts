import type { RequestHandler } from "express";
import { parse } from "cookie";
import { unsign } from "cookie-signature";
import type { DbSessionStore } from "./session-store";

/**
 * Who is signed in, for a read (GET or HEAD), without express-session and passport.
 *
 * A read never changes its session (sessions start, change and end only on POSTs and DELETEs), so it
 * needs only what they would have found: the signed cookie checked against the secret, the session row
 * and its user read in one statement (DbSessionStore.load, which also ends an idle session and moves
 * last_seen on when due), and `req.user` and `req.sessionID` set as passport and express-session set
 * them. The same row is read on every request, as before, so logout, a password change, a role change,
 * an erasure and the idle timeout apply at the next request on every instance. What it leaves out is
 * per-request work a read does not need: a Session object with a hash of its data taken before and
 * after, the response hooks that would save or re-send it, and passport's strategy machinery.
 *
 * `req.session` is not set: no read handler may write to the session.
 */
export function signedInReads(store: DbSessionStore, cookieName: string, secret: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.cookie;
    const raw = header?.includes(cookieName) ? parse(header)[cookieName] : undefined;
    // express-session's format: "s:" + the id + "." + its HMAC-SHA256 under the secret.
    const sid = raw?.startsWith("s:") ? unsign(raw.slice(2), secret) : false;
    if (!sid) return next();
    store.liveSession(sid).then((found) => {
      if (found) {
        req.sessionID = sid;
        // An erased account is signed out wherever a session of it survived (as deserializeUser does).
        if (found.user && !found.user.erasedAt) req.user = found.user;
      }
      next();
    }, next);
  };
}
