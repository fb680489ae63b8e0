/**
 * The languages GharSetu speaks, and how a page's address names one: English at the bare address
 * (`/sip`), every other language under its code (`/hi/sip`). Adding a language: README, "Languages".
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for `<html lang>`, hreflang and Intl: Indian English and Hindi as written in India. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };
/** The cookie that remembers a visitor's choice (an account keeps it in its profile). */
export const LOCALE_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The language an address is in, and the address as the English site names it: `/hi/sip` → hi, `/sip`. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] ?? "/" };
  return { locale: DEFAULT_LOCALE, path };
}

/** The base every address of a language starts with: "" for English, "/hi" for Hindi. */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** An English-site address (`/sip`, `/`) in `locale`: `/hi/sip`, `/hi/`. */
export const localizedPath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `${localeBase(locale)}${path === "/" ? "/" : path}`;

/** The first of our languages an `Accept-Language` header asks for, by its weights; undefined when none is. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLocale);
}
