import { i18n } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, splitLocalePath, type Locale } from "@shared/i18n/locales";

/** The language this page is shown in: its address says (`/hi/…`); the prerender says it while it draws. */
export function pageLocale(): Locale {
  if (typeof window === "undefined") return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return splitLocalePath(window.location.pathname).locale;
}

/** The active language (Lingui's), for formatters that run outside React. */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
