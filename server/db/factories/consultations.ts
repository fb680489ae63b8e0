import {
  CONSULTATION_SLOTS,
  CONSULTATION_TOPICS,
  type ConsultationSlot,
  type ConsultationTopic,
} from "../../../shared/catalog/consultations";
import { addDays, isWeekend } from "../../../shared/schema/dates";
import type { Random } from "./random";

const NOTES: Partial<Record<ConsultationTopic, string[]>> = {
  "Home Loan Consultation": [
    "Planning to buy a 2BHK next year; how much can I borrow?",
    "First home: fixed or floating rate?",
    "Joint loan with my wife: does it raise eligibility?",
  ],
  "Loan Against Property": ["Need working capital for my shop against our house", "Is LAP cheaper than a business loan?"],
  "Balance Transfer Options": ["My current rate is 9.8%; is a transfer worth the fees?", "Want a top-up along with the transfer"],
  "SIP Investment Planning": ["Starting my first SIP; equity or hybrid?", "How much should I invest monthly for a 10-year goal?"],
  "Tax Planning": ["Old or new tax regime with a home loan?", "ELSS versus PPF for 80C"],
  "Retirement Planning": ["Retiring in 15 years; am I saving enough?"],
  "Debt Consolidation": ["Three credit cards and a personal loan; can I combine them?"],
};

/** What the adviser writes after a completed session, by topic. */
const SUMMARIES: Partial<Record<ConsultationTopic, string[]>> = {
  "Home Loan Consultation": [
    "Eligible for about ₹48 lakh at the current income. Suggested a 20-year tenure and keeping the EMI under 40% of take-home pay. Next step: PAN, Aadhaar and 3 months' salary slips.",
    "Discussed fixed versus floating: floating linked to the repo rate suits a 20-year loan. Advised a 20% down payment to get the best rate.",
  ],
  "Loan Against Property": [
    "LAP at about 60% of the market value is possible. Keep the tenure at 10 years; business ITRs for 2 years are needed.",
  ],
  "Balance Transfer Options": [
    "A transfer saves about ₹1,900 a month after fees. Worth doing with more than 10 years left; apply with the foreclosure letter from the current lender.",
  ],
  "SIP Investment Planning": [
    "Started with the Balanced Hybrid Plan at ₹5,000 a month; step up 10% every year. Review the allocation once a year.",
  ],
  "Tax Planning": ["The old regime saves more with home-loan interest (Section 24) and 80C. An ELSS SIP covers the rest of the 80C limit."],
  "Financial Planning": ["Build a 6-month emergency fund first, then term insurance, then SIPs for the two goals discussed."],
  "Retirement Planning": ["Target corpus about ₹2.5 crore. Suggested ₹18,000 a month across equity and debt SIPs, rising 10% a year."],
  "Debt Consolidation": ["Close the 36% credit-card balances first with a top-up loan at 10.5%; the monthly outgo falls by about ₹7,000."],
};
const GENERAL_SUMMARY = "Reviewed the goals and the documents shared. Sent a written plan by email; follow-up call in three months.";

export function buildConsultationTopic(rng: Random): ConsultationTopic {
  return rng.weighted(CONSULTATION_TOPICS.map((t, i) => [t, i < 4 ? 3 : 1] as const));
}

export function consultationNotes(rng: Random, topic: ConsultationTopic): string | null {
  const options = NOTES[topic];
  return options && rng.chance(0.7) ? rng.pick(options) : null;
}

export function consultationSummary(rng: Random, topic: ConsultationTopic): string {
  return rng.pick(SUMMARIES[topic] ?? [GENERAL_SUMMARY]);
}

/**
 * Places taken in each (weekday, slot), so generated bookings respect 'Bookings per slot' like real
 * ones, counting the bookings already in the database. Cancelled bookings hold no place.
 */
export class SlotBook {
  private taken = new Map<string, number>();
  private mine = new Set<string>();

  constructor(
    private readonly perSlot: number,
    existing: { date: string; time: string; count: number }[] = [],
  ) {
    for (const e of existing) this.taken.set(`${e.date}|${e.time}`, e.count);
  }

  /** A free weekday slot between two days (both included) for this customer, or null when none was found. */
  take(rng: Random, userId: number, from: string, to: string): { date: string; time: ConsultationSlot } | null {
    const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    if (span < 0) return null;
    for (let attempt = 0; attempt < 12; attempt++) {
      const date = addDays(from, rng.int(0, span));
      if (isWeekend(date)) continue;
      const time = rng.pick(CONSULTATION_SLOTS);
      const key = `${date}|${time}`;
      if ((this.taken.get(key) ?? 0) >= this.perSlot || this.mine.has(`${userId}|${key}`)) continue;
      this.taken.set(key, (this.taken.get(key) ?? 0) + 1);
      this.mine.add(`${userId}|${key}`);
      return { date, time };
    }
    return null;
  }

  /** A booking that was cancelled gives its place back. */
  release(userId: number, date: string, time: string) {
    const key = `${date}|${time}`;
    this.taken.set(key, Math.max(0, (this.taken.get(key) ?? 1) - 1));
    this.mine.delete(`${userId}|${key}`);
  }
}
