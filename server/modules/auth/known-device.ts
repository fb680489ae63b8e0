import type { Request, RequestHandler } from "express";
import { parse } from "cookie";
import { sign, unsign } from "cookie-signature";
import onHeaders from "on-headers";

/**
 * A browser that has signed in to an account before carries this cookie: the account's id, signed
 * with the session secret. It lets that browser past the all-addresses login backstop, so guessing
 * from many networks cannot keep the owner out of their own account (docs/decisions/lockout-backstop-delay.md).
 * It proves nothing else: the password is still checked, and the per-address lock still applies.
 */
export const KNOWN_DEVICE_COOKIE = "gharsetu.device";
const KNOWN_DEVICE_DAYS = 180;
// Signed text of its own kind, so no other value signed with the same secret can stand in for it.
const PREFIX = "device:";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by the auth routes on a sign-in: the account this browser has now signed in to. */
    knownDeviceUserId?: number;
  }
}

/** The account this browser signed in to before, when the cookie carries our signature (null otherwise). */
export function knownDeviceUserId(req: Request, secret: string): number | null {
  const header = req.headers.cookie;
  const raw = header?.includes(KNOWN_DEVICE_COOKIE) ? parse(header)[KNOWN_DEVICE_COOKIE] : undefined;
  const value = raw ? unsign(raw, secret) : false;
  if (!value || !value.startsWith(PREFIX)) return null;
  const id = value.slice(PREFIX.length);
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/**
 * Writes the cookie as the headers go out, after a sign-in set `res.locals.knownDeviceUserId`. Mounted
 * before the session middleware, so the session cookie stays the first Set-Cookie. It is sent back only
 * to the login route, the one place it is read.
 */
export function knownDeviceCookie(secret: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    onHeaders(res, () => {
      const userId = res.locals.knownDeviceUserId;
      if (userId === undefined) return;
      res.cookie(KNOWN_DEVICE_COOKIE, sign(`${PREFIX}${userId}`, secret), {
        httpOnly: true,
        sameSite: "lax",
        secure: req.secure,
        path: "/api/login",
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000,
      });
    });
    next();
  };
}
