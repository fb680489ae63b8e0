import { parse as parseCookie } from "cookie";
import type { Request, Response } from "express";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from "../../shared/i18n/locales";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The language a visitor chose (the language cookie), else the first of ours their browser asks for, else English. */
export function requestLocale(req: Request): Locale {
  const chosen = parseCookie(req.get("cookie") ?? "")[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(req.get("accept-language")) ?? DEFAULT_LOCALE;
}

/**
 * Remembers a language for this browser: the cookie the language switch writes (the page shell sends
 * English addresses on to it). Not httpOnly: the switch writes it from the page too.
 */
export function rememberLocale(res: Response, locale: Locale): void {
  res.cookie(LOCALE_COOKIE, locale, { path: "/", maxAge: YEAR_MS, sameSite: "lax", secure: res.req.secure });
}
