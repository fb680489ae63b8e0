import { parse as parseCookie } from "cookie";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from "../../shared/i18n/locales";
import { say, type Message } from "./index";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by a route that chose a language for this browser: the lang cookie goes out with the answer. */
    rememberLocale?: Locale;
  }
}

/** Whether this browser has chosen a language (the language cookie holds one of ours). */
export const hasLocaleChoice = (req: Request): boolean => isLocale(parseCookie(req.get("cookie") ?? "")[LOCALE_COOKIE]);

/** The language a visitor chose (the language cookie), else the first of ours their browser asks for, else English. */
export function requestLocale(req: Request): Locale {
  const chosen = parseCookie(req.get("cookie") ?? "")[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(req.get("accept-language")) ?? DEFAULT_LOCALE;
}

/**
 * The language an API caller reads: the client names the page's in `Accept-Language` with every call;
 * English without it. Errors and the words of success answers follow it.
 */
export const callerLocale = (req: Request): Locale => localeFromAcceptLanguage(req.headers?.["accept-language"]) ?? DEFAULT_LOCALE;

/**
 * An answer whose `message` (a message of the catalogues, as an error's) is put in the caller's language,
 * as the error middleware words errors: `return answerInCallerLanguage(req, { message: /*i18n*\/ "Two-factor sign-in is off." })`.
 */
export function answerInCallerLanguage<A extends { message: Message }>(req: Request, answer: A): Omit<A, "message"> & { message: string } {
  return { ...answer, message: say(callerLocale(req), answer.message) };
}

/**
 * Remembers a language for this browser: the cookie the language switch writes (the page shell sends
 * English addresses on to it), written as the answer goes out (localeCookie).
 */
export function rememberLocale(res: Response, locale: Locale): void {
  res.locals.rememberLocale = locale;
}

/**
 * Writes the lang cookie a route asked for as the headers go out. Not httpOnly: the switch writes it from
 * the page too. Mounted before the session middleware, so its header hook runs after the session's: the
 * session cookie stays the first Set-Cookie, as clients expect (as the signed-in hint does).
 */
export function localeCookie(req: Request, res: Response, next: NextFunction) {
  // Only writes choose a language (setting it, registering, signing in).
  if (req.method === "GET" || req.method === "HEAD") return next();
  onHeaders(res, () => {
    const locale = res.locals.rememberLocale;
    if (locale) res.cookie(LOCALE_COOKIE, locale, { path: "/", maxAge: YEAR_MS, sameSite: "lax", secure: req.secure });
  });
  next();
}
