import { paise, roundToRupee, type Paise } from "./money";

/**
 * SIP arithmetic, in paise. Contributions are made at the start of each month and compound monthly at
 * annual / 12; projected values are rounded to the rupee (docs/decisions/money-in-paise.md).
 */
const monthlyRate = (annualPercent: number) => annualPercent / 12 / 100;

/** Future value of a monthly SIP: totalInvestment, rounded totalValue, and the rounded difference. */
export function sipFutureValue(monthlyAmount: Paise, annualReturnPercent: number, months: number) {
  const i = monthlyRate(annualReturnPercent);
  const fv = i === 0 ? monthlyAmount * months : monthlyAmount * (((1 + i) ** months - 1) / i) * (1 + i);
  const totalInvestment = paise(monthlyAmount * months);
  const totalValue = roundToRupee(fv);
  return { totalInvestment, totalValue, estimatedReturns: paise(totalValue - totalInvestment) };
}

export type SipYear = { year: number; invested: Paise; value: Paise };

/** Amount invested and value at the end of each year, for the growth chart. */
export function sipGrowthByYear(monthlyAmount: Paise, annualReturnPercent: number, years: number): SipYear[] {
  return Array.from({ length: years }, (_, k) => {
    const { totalInvestment, totalValue } = sipFutureValue(monthlyAmount, annualReturnPercent, (k + 1) * 12);
    return { year: k + 1, invested: totalInvestment, value: totalValue };
  });
}

/**
 * Step-up SIP: the monthly amount rises by `stepUpPercent` every 12 months (month 13, 25, ...).
 * Each contribution compounds from the start of its month to the end of the term.
 */
export function stepUpSipFutureValue(monthlyAmount: Paise, annualReturnPercent: number, months: number, stepUpPercent: number) {
  const i = monthlyRate(annualReturnPercent);
  let fv = 0;
  let invested = 0;
  let finalMonthlyAmount: number = monthlyAmount;
  for (let m = 0; m < months; m++) {
    finalMonthlyAmount = monthlyAmount * (1 + stepUpPercent / 100) ** Math.floor(m / 12);
    invested += finalMonthlyAmount;
    fv += finalMonthlyAmount * (1 + i) ** (months - m);
  }
  const totalInvestment = roundToRupee(invested);
  const totalValue = roundToRupee(fv);
  return {
    totalInvestment,
    totalValue,
    estimatedReturns: paise(totalValue - totalInvestment),
    finalMonthlyAmount: roundToRupee(finalMonthlyAmount),
  };
}

/**
 * Goal SIP: the monthly amount that reaches a goal priced in today's rupees after `years`, with the
 * goal's price rising by `inflationPercent` a year. Rounded up, so the goal is met.
 */
export function goalSipMonthlyAmount(goalToday: Paise, years: number, annualReturnPercent: number, inflationPercent: number) {
  const months = years * 12;
  const futureGoal = roundToRupee(goalToday * (1 + inflationPercent / 100) ** years);
  const i = monthlyRate(annualReturnPercent);
  const factor = i === 0 ? months : (((1 + i) ** months - 1) / i) * (1 + i);
  const monthlyAmount = paise(Math.ceil(futureGoal / factor / 100) * 100);
  return { futureGoal, monthlyAmount, totalInvestment: paise(monthlyAmount * months) };
}

/** One-time investment compounded once a year. */
export function lumpsumFutureValue(amount: Paise, annualReturnPercent: number, years: number) {
  const totalValue = roundToRupee(amount * (1 + annualReturnPercent / 100) ** years);
  return { totalInvestment: amount, totalValue, estimatedReturns: paise(totalValue - amount) };
}

/** YYYY-MM-DD plus n calendar months; a day past the month's end falls on its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(ymd: string, months: number): string {
  const [y, m, d] = ymd.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Whole months from one calendar day to another, counted as addMonths counts them (0 when `to` is not later). */
export function monthsBetween(from: string, to: string): number {
  if (to <= from) return 0;
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  let months = (ty - fy) * 12 + (tm - fm);
  while (months > 0 && addMonths(from, months) > to) months--;
  return months;
}

export type SipProgress = {
  /** Contributions actually paid (captured payments), at most the SIP's duration. */
  contributionsPaid: number;
  investedSoFar: Paise;
  /** What the paid contributions are worth today at the expected return, rounded to the rupee. */
  currentValue: Paise;
  /** Percent of the term's contributions paid, one decimal. */
  progressPercent: number;
  /** The next due date from today on; null when paused, cancelled or complete. */
  nextContributionDate: string | null;
  /** Due dates already past with no contribution paid for them (an active SIP only). */
  overdueContributions: number;
};

/**
 * Where a SIP stands, from its start date and the contributions actually paid, never a fixed figure
 * (docs/decisions/sip-page-extras.md). Contribution k falls due k months after the start date and earns the expected return
 * from its due date (or from today, when paid ahead of it) to today.
 */
export function sipProgress(
  sip: { monthlyAmount: Paise; durationMonths: number; expectedReturns: number | null; startDate: string; status: string },
  contributionsPaid: number,
  today: string,
): SipProgress {
  const paid = Math.min(contributionsPaid, sip.durationMonths);
  const i = monthlyRate(sip.expectedReturns ?? 0);
  let value = 0;
  for (let k = 0; k < paid; k++) value += sip.monthlyAmount * (1 + i) ** monthsBetween(addMonths(sip.startDate, k), today);
  const running = sip.status === "active" && paid < sip.durationMonths;
  // Unpaid due dates: those before today are overdue; the first from today on is the next one.
  let overdue = 0;
  let next: string | null = null;
  for (let k = paid; running && k < sip.durationMonths; k++) {
    const due = addMonths(sip.startDate, k);
    if (due >= today) {
      next = due;
      break;
    }
    overdue++;
  }
  return {
    contributionsPaid: paid,
    investedSoFar: paise(paid * sip.monthlyAmount),
    currentValue: roundToRupee(value),
    progressPercent: Math.round((paid / sip.durationMonths) * 1000) / 10,
    nextContributionDate: next,
    overdueContributions: overdue,
  };
}

/**
 * Units a SIP instalment buys at a NAV (rupees a unit, up to four decimals): the amount over the NAV, rounded
 * down to 3 decimals, so no more units are allotted than were paid for. Worked in whole numbers (paise and
 * ten-thousandths of a rupee), so the answer is exact.
 */
export function unitsBought(amount: Paise, nav: number): number {
  const navTenThousandths = Math.round(nav * 10_000);
  if (!(navTenThousandths > 0)) throw new RangeError(`not a NAV: ${nav}`);
  // units = (amount / 100) / (navTenThousandths / 10_000); in thousandths of a unit: amount * 100_000 / navTenThousandths.
  return Math.floor((amount * 100_000) / navTenThousandths) / 1000;
}
