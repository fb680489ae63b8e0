import { formatIstDate, formatIstDateTime } from "../../../shared/format";
import { DEFAULT_LOCALE, LOCALE_TAGS, localizedPath, type Locale } from "../../../shared/i18n/locales";
import { translator, type Translate } from "../../i18n";
import { APP_ORIGIN } from "../outbox";

/**
 * A recipient's language, for writing a notice in it: the translator of its messages, its dates, and the
 * site's addresses in it. Amounts need nothing: the rupee formatters write the same in every language.
 */
export type Lang = {
  locale: Locale;
  /** BCP 47 tag, for `<html lang>`. */
  tag: string;
  t: Translate;
  date: (value: Date | string) => string;
  dateTime: (value: Date | string) => string;
  /** An address of the app (a path, or a full URL under APP_ORIGIN) as the site names it in this language: /hi/dashboard. Others stay as they are. */
  url: (pathOrUrl: string) => string;
};

const langs = new Map<Locale, Lang>();

export function langOf(locale: Locale = DEFAULT_LOCALE): Lang {
  let lang = langs.get(locale);
  if (!lang) {
    lang = {
      locale,
      tag: LOCALE_TAGS[locale],
      t: translator(locale),
      date: (value) => formatIstDate(value, locale),
      dateTime: (value) => formatIstDateTime(value, locale),
      url: (pathOrUrl) => {
        if (pathOrUrl.startsWith(APP_ORIGIN)) return `${APP_ORIGIN}${localizedPath(locale, pathOrUrl.slice(APP_ORIGIN.length) || "/")}`;
        return pathOrUrl.startsWith("/") ? localizedPath(locale, pathOrUrl) : pathOrUrl;
      },
    };
    langs.set(locale, lang);
  }
  return lang;
}
