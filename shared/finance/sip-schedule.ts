import { nextWorkingDay } from "../calendar/working-days";
import { paise, roundToRupee, type Paise } from "./money";
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

/** A yearly step-up: a percent of the amount, or a fixed amount added, each twelve instalments. */
export type StepUp = { percent: number | null; amountPaise: Paise | null };

/**
 * The amount of instalment `seq` with a yearly step-up: instalments 1 to 12 at the starting amount, 13 to
 * 24 stepped once, and so on (a percent compounds, to the rupee; an amount adds). Within `maxPaise` (the
 * mandate's limit): a step that would pass it is not taken, and the SIP goes on at the last amount within
 * it (`capped`).
 */
export function steppedAmount(base: Paise, seq: number, stepUp: StepUp | null, maxPaise: number = Number.MAX_SAFE_INTEGER) {
  const at = (years: number): Paise => {
    if (!stepUp || years === 0) return base;
    if (stepUp.percent) return roundToRupee(base * (1 + stepUp.percent / 100) ** years);
    return paise(base + years * (stepUp.amountPaise ?? 0));
  };
  const years = Math.floor((seq - 1) / 12);
  for (let y = years; y >= 0; y--) {
    const amount = at(y);
    if (amount <= maxPaise) return { amount, capped: y < years };
  }
  return { amount: base, capped: years > 0 };
}
