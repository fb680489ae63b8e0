import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales";
import { hasDevanagari } from "./assistant/devanagari";

/**
 * The language the assistant answers in: Hindi for a question written in Devanagari, whatever page it
 * comes from; otherwise the language of the page the chat runs on (the client names it in
 * Accept-Language on every call); English when the page names none of ours. A question in Hinglish
 * (Hindi in Latin letters) is answered in the page's language: English on an English page, as ever.
 */
export function replyLocale(question: string, pageLocale: Locale | undefined): Locale {
  if (hasDevanagari(question)) return "hi";
  return pageLocale ?? DEFAULT_LOCALE;
}
