import {
  formatIstDate as formatIstDateIn,
  formatIstDateTime as formatIstDateTimeIn,
  groupIndian,
  percentFigure,
  perLocale,
} from "@shared/format";
import { amountInWords as amountInWordsIn } from "@shared/i18n/amount-words";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { activeLocale } from "@/lib/i18n";

// Rupees are written alike in both languages (Indian grouping, Latin digits): one formatter serves both.
export { formatCurrency, formatPaise } from "@shared/format";

const dateFormats = perLocale(
  (locale) => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "short", year: "numeric" }),
);
const dateFormatter = () => dateFormats(activeLocale());

/** An amount in lakh and crore in the page's language: ₹25 lakh, ₹25 लाख (`short`: ₹1 L, ₹10 Cr). */
export const amountInWords = (rupees: number, options?: { short?: boolean }) => amountInWordsIn(rupees, activeLocale(), options);

/** A day in India in the page's language, e.g. 15 Jan 2026 or 15 जन॰ 2026, whatever the browser's zone. */
export const formatIstDate = (value: Date | string) => formatIstDateIn(value, activeLocale());

/** An instant as India's wall-clock time in the page's language, e.g. 23 Nov 2026, 2:05 pm IST. */
export const formatIstDateTime = (value: Date | string) => formatIstDateTimeIn(value, activeLocale());

/** A count with en-IN grouping: 1,00,000. */
export function formatCount(value: number | null | undefined): string {
  return groupIndian(value ?? 0, 3);
}

/** One decimal place, e.g. 8.5%. */
export function formatPercent(value: number | string | null | undefined): string {
  return `${percentFigure(Number(value ?? 0) || 0)}%`;
}

/** Day, short month, year in the page's language, e.g. 22 Nov 2026 or 22 नव॰ 2026; "—" when the value is not a date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  // A bare yyyy-mm-dd is a calendar date; parse it as local time so it never shifts a day.
  const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dateFormatter().format(date);
}

const STATUS_COLORS: Record<string, string> = {
  approved: "green",
  completed: "green",
  active: "green",
  verified: "green",
  rejected: "red",
  cancelled: "red",
  pending: "yellow",
  scheduled: "blue",
  paused: "orange",
};

export type StatusColor = "green" | "red" | "yellow" | "blue" | "orange" | "grey";

/** Status colour, matched case-insensitively; anything unknown is grey. */
export function statusColor(status: string | null | undefined): StatusColor {
  return (STATUS_COLORS[(status ?? "").trim().toLowerCase()] as StatusColor | undefined) ?? "grey";
}
