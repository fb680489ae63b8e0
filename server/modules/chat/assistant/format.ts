import { loanTypeFromCode, type LoanTypeCode } from "../../../../shared/catalog/loan-types";
import { paiseToRupees, type Paise, type Rupees } from "../../../../shared/finance";
import { formatCurrency, formatIstDate, formatPaise } from "../../../../shared/format";
import { DEFAULT_LOCALE, type Locale } from "../../../../shared/i18n/locales";
import { translator, type Translate } from "../../../i18n";

/**
 * The language a reply is written in, and its translator: every fixed text of the assistant is a
 * message of the chat catalogue (server/modules/chat/locales), every text it quotes from the shared
 * catalogue (loan types, plans, documents) a shared message, both looked up with `t` (docs/i18n.md).
 */
export type Voice = { locale: Locale; t: Translate };
export const voice = (locale: Locale = DEFAULT_LOCALE): Voice => ({ locale, t: translator(locale) });

/**
 * An amount the assistant holds (paise: a figure worked out, or one the customer gave once checked) as
 * whole rupees with Indian digit grouping: ₹43,391, ₹1,04,13,840. The same in Hindi (Latin digits, as
 * docs/i18n-glossary.md asks), so a Hindi answer shows the figures of its English twin.
 */
export const amountText = (amount: Paise) => formatPaise(amount);

/**
 * A figure given in rupees (the catalog's facts, or a figure as the customer typed it before it is
 * checked), shown the same way. Paise are refused at compile time: they go through amountText.
 */
export const rupeesText = (amount: Rupees) => formatCurrency(amount);

/**
 * Percentages with one decimal, as the site shows rates: 8.5%, 8.0%. A rate the customer gave with two
 * decimals keeps them, so the figures shown beside it never look computed at another rate.
 */
export const percent = (value: number) => `${Number.isInteger(Math.round(value * 1000) / 100) ? value.toFixed(1) : value.toFixed(2)}%`;

/**
 * A link the chat panel renders as an in-app link: [label](/path). Only paths on this site; the
 * panel refuses anything else, so a reply can never send a visitor elsewhere. A link inside a sentence
 * is written in the sentence's message (`[apply online]({path})`), so a translation can move it.
 */
export const link = (label: string, path: string) => `[${label}](${path})`;

export function tenureText(months: number, { t }: Voice): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0)
    return t(/*i18n*/ { id: "chat.tenure.months", message: "{months, plural, one {# month} other {# months}}" }, { months: rest });
  if (rest === 0) return t(/*i18n*/ { id: "chat.tenure.years", message: "{years, plural, one {# year} other {# years}}" }, { years });
  return t(
    /*i18n*/ {
      id: "chat.tenure.years_months",
      message: "{years, plural, one {# year} other {# years}} {months, plural, one {# month} other {# months}}",
    },
    { years, months: rest },
  );
}

/** Day, short month, year in IST: 3 Jan 2026 (in Hindi 3 जन॰ 2026). */
export const dateText = (d: Date, { locale }: Voice) => formatIstDate(d, locale);

/** A catalogue's date (YYYY-MM-DD: when a figure was read from its source), shown as dateText shows dates. */
export const catalogueDate = (asOf: string, v: Voice) => dateText(new Date(`${asOf}T00:00:00Z`), v);

/** The loan application page, prefilled through the query the spec defines (type, amount, tenure, interestRate). */
export function applicationPath(type: LoanTypeCode, terms: { amount?: Paise; months?: number; ratePercent?: number } = {}): string {
  const q = new URLSearchParams({ type: loanTypeFromCode(type).code });
  // The form takes whole rupees.
  if (terms.amount !== undefined) q.set("amount", String(Math.round(paiseToRupees(terms.amount))));
  if (terms.months !== undefined) q.set("tenure", String(terms.months));
  if (terms.ratePercent !== undefined) q.set("interestRate", String(terms.ratePercent));
  return `/loan-application?${q}`;
}

/** "a, b and c" (or "a, b or c"), in the reply's language. */
export function listText(list: readonly string[], { t }: Voice, last: "and" | "or" = "and"): string {
  if (list.length <= 1) return list[0] ?? "";
  const values = { head: list.slice(0, -1).join(", "), last: list.at(-1) };
  return last === "and"
    ? t(/*i18n*/ { id: "chat.list.and", message: "{head} and {last}" }, values)
    : t(/*i18n*/ { id: "chat.list.or", message: "{head} or {last}" }, values);
}

/** "I assumed a, b and c." */
export const assumptions = (list: string[], v: Voice) =>
  v.t(/*i18n*/ { id: "chat.assumed", message: "I assumed {list}." }, { list: listText(list, v) });

/** "the current Home Loan rate of 8.5%", one of the figures an answer assumed. */
export const currentRateAssumed = ({ t }: Voice, type: string, rate: number) =>
  t(/*i18n*/ { id: "chat.assumed.rate", message: "the current {type} rate of {rate}" }, { type: t(type), rate: percent(rate) });

/** "a tenure of 20 years" */
export const tenureAssumed = (v: Voice, months: number) =>
  v.t(/*i18n*/ { id: "chat.assumed.tenure", message: "a tenure of {tenure}" }, { tenure: tenureText(months, v) });
