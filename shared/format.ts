import { paiseToRupees, type Paise, type Rupees } from "./finance/money";
import { IST_TIME_ZONE } from "./calendar/ist";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "./i18n/locales";

/**
 * A number with Indian digit grouping (1,23,45,678), as Intl.NumberFormat("en-IN") writes it with at most
 * `maxFractionDigits` decimals, but without Intl: the first Intl number format a page makes loads the
 * locale's number data, one long task of 50 to 120 ms on a phone (4x CPU) that every page showing a rupee
 * paid while its scripts started. Like Intl it rounds the number as JavaScript writes it (1.005 to 1.01),
 * half away from zero, and drops trailing zeros. A value that rounds to zero has no sign ("0", where Intl
 * writes "-0"). Infinities and what JavaScript writes with an exponent (from 1e21 up, below 1e-6) go to Intl.
 */
export function groupIndian(value: number, maxFractionDigits = 0): string {
  if (!Number.isInteger(maxFractionDigits) || maxFractionDigits < 0 || maxFractionDigits > 20)
    throw new RangeError(`maxFractionDigits must be 0 to 20, not ${maxFractionDigits}`);
  const written = String(Math.abs(value));
  // From 1e21 up, and below 1e-6, JavaScript writes an exponent. A value below 1e-6 is 0 to five
  // decimals; with more, and for the infinities and the huge, Intl writes it.
  if (!Number.isFinite(value) || written.includes("e")) {
    if (Math.abs(value) < 1 && maxFractionDigits <= 5) return "0";
    return intlNumber(maxFractionDigits)
      .format(value)
      .replace(/^-(?=0$)/, "");
  }
  const [whole, decimals = ""] = written.split(".");
  let digits = whole + decimals.slice(0, maxFractionDigits).padEnd(maxFractionDigits, "0");
  if ((decimals[maxFractionDigits] ?? "0") >= "5") digits = incremented(digits);
  const integer = digits.slice(0, digits.length - maxFractionDigits) || "0";
  const fraction = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, "");
  const grouped = integer.length <= 3 ? integer : `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${integer.slice(-3)}`;
  const sign = value < 0 && /[1-9]/.test(digits) ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/**
 * A percentage as every page, e-mail and paper writes it: one decimal (8.0%, 8.5%), or two when the figure
 * has them (8.35%), so a rate set to two decimals is never shown rounded. Without the % sign.
 */
export function percentFigure(value: number): string {
  const hundredths = Math.round(value * 100);
  return hundredths % 10 === 0 ? (hundredths / 100).toFixed(1) : (hundredths / 100).toFixed(2);
}

/** A string of decimal digits plus one ("0999" → "1000", "99" → "100"). */
function incremented(digits: string): string {
  const d = digits.split("");
  let i = d.length - 1;
  for (; i >= 0 && d[i] === "9"; i--) d[i] = "0";
  if (i < 0) return `1${d.join("")}`;
  d[i] = String(Number(d[i]) + 1);
  return d.join("");
}

const intlNumbers = new Map<number, Intl.NumberFormat>();
const intlNumber = (maxFractionDigits: number) => {
  let format = intlNumbers.get(maxFractionDigits);
  if (!format) intlNumbers.set(maxFractionDigits, (format = new Intl.NumberFormat("en-IN", { maximumFractionDigits: maxFractionDigits })));
  return format;
};

/**
 * Whole rupees with Indian digit grouping, e.g. ₹25,00,000 and -₹2,500 (the browser and the e-mails alike).
 * It takes rupees: an amount in paise is a compile error here (use formatPaise).
 */
export function formatCurrency(amount: Rupees | string | null | undefined): string {
  const value = Number(amount ?? 0) || 0;
  const digits = groupIndian(value);
  return digits.startsWith("-") ? `-₹${digits.slice(1)}` : `₹${digits}`;
}

/** An amount in paise as whole rupees, e.g. ₹25,00,000. */
export function formatPaise(amount: Paise | null | undefined): string {
  return formatCurrency(amount === null || amount === undefined ? 0 : paiseToRupees(amount));
}

/** An amount in paise to the paisa where it has any, e.g. ₹1,234.50 and ₹12,500 (receipts, the audit trail). */
export function formatPaiseExact(amount: Paise): string {
  const digits =
    amount % 100 === 0 ? groupIndian(Math.abs(amount) / 100) : groupIndian(Math.abs(amount) / 100, 2).replace(/\.(\d)$/, ".$10");
  return amount < 0 ? `-₹${digits}` : `₹${digits}`;
}

/**
 * Made at first use per language, not when a page's scripts load (an Intl format's first use loads its
 * locale's data), then kept.
 */
export const perLocale = <T>(make: (locale: Locale) => T) => {
  const made = new Map<Locale, T>();
  return (locale: Locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
};

// Latin digits in every language (docs/i18n-glossary.md), as Indian banks write dates in Hindi too.
const istDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: IST_TIME_ZONE,
      numberingSystem: "latn",
    }),
);
const istDayTime = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: IST_TIME_ZONE,
      numberingSystem: "latn",
    }),
);

/** A calendar day (YYYY-MM-DD) or an instant as its day in India, e.g. 23 Nov 2026 (in Hindi 23 नव॰ 2026). */
export function formatIstDate(value: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  const instant = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return istDay(locale).format(instant);
}

/** An instant as India's wall-clock time, e.g. 23 Nov 2026, 2:05 pm IST (in Hindi 23 नव॰ 2026, 2:05 pm IST), whatever the server's zone. */
export function formatIstDateTime(value: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  return `${istDayTime(locale).format(new Date(value))} IST`;
}
