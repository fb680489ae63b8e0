/**
 * The one statement of when GharSetu works, in IST: the footer, the e-mails, the assistant and the
 * consultation slots all follow it (docs/decisions/consultation-advisers-and-reminders.md). Changing
 * the hours is a release, like the address: the slots' labels and the published words change with it,
 * and business-hours.test.ts keeps them in step.
 */
export const BUSINESS_HOURS = {
  /** ISO weekdays the office is open: 1 is Monday, 7 Sunday. */
  days: [1, 2, 3, 4, 5] as readonly number[],
  /** The first hour of work, on the 24-hour clock. */
  opensAt: 9,
  /** The hour work ends (the last slot ends here). */
  closesAt: 18,
  /** The lunch hour, when no session starts. */
  lunchAt: 13,
};

/** The hours, IST, at which a consultation may start: every whole hour of the day's work but lunch. */
export function sessionStartHours(hours = BUSINESS_HOURS): number[] {
  const starts: number[] = [];
  for (let h = hours.opensAt; h < hours.closesAt; h++) if (h !== hours.lunchAt) starts.push(h);
  return starts;
}

/** Whether the office is open on a calendar day (YYYY-MM-DD); holidays are for the caller to check. */
export function isOpenWeekday(ymd: string, hours = BUSINESS_HOURS): boolean {
  const day = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return hours.days.includes(day === 0 ? 7 : day);
}
