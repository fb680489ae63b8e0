import { IST_TIME_ZONE } from "./calendar/ist";

const currencyFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Whole rupees with Indian digit grouping, e.g. ₹25,00,000 (the browser and the e-mails alike). */
export function formatCurrency(amount: number | string | null | undefined): string {
  return currencyFormatter.format(Number(amount ?? 0) || 0);
}

const istDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: IST_TIME_ZONE });
const istDayTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: IST_TIME_ZONE,
});

/** A calendar day (YYYY-MM-DD) or an instant as its day in India, e.g. 23 Nov 2026. */
export function formatIstDate(value: Date | string): string {
  const instant = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return istDay.format(instant);
}

/** An instant as India's wall-clock time, e.g. 23 Nov 2026, 2:05 pm IST, whatever the server's zone. */
export function formatIstDateTime(value: Date | string): string {
  return `${istDayTime.format(new Date(value))} IST`;
}
