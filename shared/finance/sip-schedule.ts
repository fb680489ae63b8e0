import { nextWorkingDay } from "../calendar/working-days";
import { addMonths } from "./sip";

/**
 * A SIP's instalments: the first is the contribution paid when it starts (due on the start date); the
 * k-th falls k - 1 months after the start date, on the same day of the month (the month's last day
 * when it has no such day: 31 January, 28 February, 31 March), moved to the next working day when that
 * is a weekend or a bank holiday (shared/calendar/working-days.ts).
 */
export function instalmentDueDate(startDate: string, seq: number): string {
  return nextWorkingDay(addMonths(startDate, seq - 1));
}

/** The instalments due on or before `until`, from `fromSeq` on, at most `durationMonths` in all. */
export function instalmentsDueBy(
  startDate: string,
  durationMonths: number,
  until: string,
  fromSeq = 1,
): { seq: number; dueDate: string }[] {
  const due: { seq: number; dueDate: string }[] = [];
  for (let seq = fromSeq; seq <= durationMonths; seq++) {
    const dueDate = instalmentDueDate(startDate, seq);
    if (dueDate > until) break;
    due.push({ seq, dueDate });
  }
  return due;
}

/** Misses in a row that cancel a SIP (SEBI's rule for a SIP whose debits keep failing). */
export const MISSES_THAT_CANCEL = 3;

/**
 * What a missed instalment leads to, from the misses in a row including it: the first is a notice, the
 * second a warning that one more cancels the SIP, the third cancels it.
 */
export function afterMiss(missesInRow: number): "notice" | "warning" | "cancel" {
  if (missesInRow >= MISSES_THAT_CANCEL) return "cancel";
  return missesInRow === MISSES_THAT_CANCEL - 1 ? "warning" : "notice";
}
