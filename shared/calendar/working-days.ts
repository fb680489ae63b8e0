import { DATED_HOLIDAYS, FIXED_HOLIDAYS } from "../catalog/holidays";
import { addDays, isWeekend } from "./ist";

/** Easter Sunday of a year (the Gregorian computus), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const FIXED = new Set(FIXED_HOLIDAYS.map((h) => h.monthDay));
const DATED = new Set(DATED_HOLIDAYS.map((h) => h.date));

/** A bank holiday: a national holiday, Good Friday or a listed one (shared/catalog/holidays.ts). */
export function isHoliday(ymd: string): boolean {
  return FIXED.has(ymd.slice(5)) || DATED.has(ymd) || ymd === addDays(easterSunday(Number(ymd.slice(0, 4))), -2);
}

/** Banks settle on this day: not a weekend, not a holiday. */
export const isWorkingDay = (ymd: string) => !isWeekend(ymd) && !isHoliday(ymd);

/** The day itself when it is a working day, else the next one. */
export function nextWorkingDay(ymd: string): string {
  let day = ymd;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The n-th working day after `ymd` (not counting `ymd` itself). */
export function addWorkingDays(ymd: string, n: number): string {
  let day = ymd;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}
