// Calendar days in India, without zod: the browser formats dates with these on every page, and zod
// would come along with them (see schema/dates.ts for the date field built on them).
import { now as clockNow } from "../clock";

/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
export const IST_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
// A full ISO timestamp, as a browser's Date.prototype.toISOString() or a client in another zone sends it.
const ISO_TIMESTAMP =
  /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})T(?<h>[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?<zone>Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

/** The IST calendar day of an instant, as YYYY-MM-DD. */
export function istDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in India, as YYYY-MM-DD, whatever the server's or browser's time zone; by the app's clock unless given an instant. */
export function istToday(now: Date = clockNow()): string {
  return istDateOf(now);
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Reads a date as the API accepts it from any client: `YYYY-MM-DD`, or a full ISO timestamp read as
 * the calendar day in Asia/Kolkata (an IST browser picking 23 November sends 2026-11-22T18:30:00.000Z).
 * A timestamp without a zone is a wall-clock time, so its own date part is the day. A Date object
 * counts as an instant. Anything else is null.
 */
export function toIstDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : istDateOf(value);
  if (typeof value !== "string") return null;
  const v = value.trim();
  const ymd = YMD.exec(v);
  if (ymd) return isCalendarDate(+ymd[1], +ymd[2], +ymd[3]) ? v : null;
  const ts = ISO_TIMESTAMP.exec(v)?.groups;
  if (!ts || !isCalendarDate(+ts.y, +ts.m, +ts.d)) return null;
  if (!ts.zone) return v.slice(0, 10);
  const instant = new Date(v);
  return Number.isNaN(instant.getTime()) ? null : istDateOf(instant);
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD calendar day. */
export function dayOfWeek(ymd: string): number {
  return new Date(`${ymd}T00:00:00Z`).getUTCDay();
}

export const isWeekend = (ymd: string) => [0, 6].includes(dayOfWeek(ymd));

/** The instant a wall-clock time on an IST calendar day begins (e.g. a consultation slot). */
export function istInstant(ymd: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + (hour * 60 + minute) * 60 * 1000 - IST_OFFSET_MS);
}
