import { loanTypeFromCode, type LoanTypeCode } from "../../../../shared/catalog/loan-types";
import { paiseToRupees, type Paise, type Rupees } from "../../../../shared/finance";
import { formatCurrency, formatPaise } from "../../../../shared/format";

/**
 * An amount the assistant holds (paise: a figure worked out, or one the customer gave once checked) as
 * whole rupees with Indian digit grouping: ₹43,391, ₹1,04,13,840.
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
 * panel refuses anything else, so a reply can never send a visitor elsewhere.
 */
export const link = (label: string, path: string) => `[${label}](${path})`;

export function tenureText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? "1 year" : `${years} years`;
  const m = rest === 1 ? "1 month" : `${rest} months`;
  if (years === 0) return m;
  return rest === 0 ? y : `${y} ${m}`;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
/** Day, short month, year in IST: 3 Jan 2026. */
export const dateText = (d: Date) => dateFormat.format(d);

/** The loan application page, prefilled through the query the spec defines (type, amount, tenure, interestRate). */
export function applicationPath(type: LoanTypeCode, terms: { amount?: Paise; months?: number; ratePercent?: number } = {}): string {
  const q = new URLSearchParams({ type: loanTypeFromCode(type).code });
  // The form takes whole rupees.
  if (terms.amount !== undefined) q.set("amount", String(Math.round(paiseToRupees(terms.amount))));
  if (terms.months !== undefined) q.set("tenure", String(terms.months));
  if (terms.ratePercent !== undefined) q.set("interestRate", String(terms.ratePercent));
  return `/loan-application?${q}`;
}

/** "a, b and c" (or "a, b or c") */
export function listText(list: readonly string[], last = "and"): string {
  return list.length > 1 ? `${list.slice(0, -1).join(", ")} ${last} ${list.at(-1)}` : (list[0] ?? "");
}

/** "I assumed a, b and c" */
export const assumptions = (list: string[]) => `I assumed ${listText(list)}`;
