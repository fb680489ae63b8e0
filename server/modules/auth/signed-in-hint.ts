import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

/**
 * A non-secret hint that a session exists, readable by the page: with it absent the client knows
 * nobody is signed in without asking GET /api/user (which still answers 401, as any client expects), so a
 * visitor's pages log no failed request. It carries nothing; the session cookie alone authenticates.
 */
export const SIGNED_IN_HINT_COOKIE = "gharsetu.signed-in";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by the auth routes: true on log-in, false when the session is gone. */
    signedInHint?: boolean;
  }
}

/**
 * Writes the hint as the headers go out. Mounted before the session middleware, so its header hook
 * runs after the session's: the session cookie stays the first Set-Cookie, as clients expect.
 */
export function signedInHint(req: Request, res: Response, next: NextFunction) {
  // A read can only clear the hint (GET /api/user finding the session gone), and only one the client holds.
  if ((req.method === "GET" || req.method === "HEAD") && !req.headers.cookie?.includes(SIGNED_IN_HINT_COOKIE)) return next();
  onHeaders(res, () => {
    if (res.locals.signedInHint === true) res.cookie(SIGNED_IN_HINT_COOKIE, "1", { path: "/", sameSite: "lax", secure: req.secure });
    else if (res.locals.signedInHint === false) res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/" });
  });
  next();
}
