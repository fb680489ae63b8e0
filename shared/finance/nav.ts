import { addDays } from "../calendar/ist";
import { isWorkingDay } from "../calendar/working-days";
import type { Paise } from "./money";

/**
 * NAVs in whole ten-thousandths of a rupee (₹123.4567 = 1234567), as AMFI publishes them to four decimals,
 * and units in whole thousandths (12.345 units = 12345), so the arithmetic is exact.
 */
export type Nav4 = number;

export const nav4Of = (rupees: number): Nav4 => Math.round(rupees * 10_000);
export const navRupees = (nav: Nav4) => nav / 10_000;

/** Thousandths of a unit an amount buys at a NAV: rounded down, so no more is allotted than was paid for. */
export function milliUnitsBought(amount: Paise, nav: Nav4): number {
  if (!(nav > 0)) throw new RangeError(`not a NAV: ${nav}`);
  return Number((BigInt(amount) * 100_000n) / BigInt(nav));
}

/** What thousandths of a unit are worth at a NAV, to the paisa (halves up). */
export function valueOfUnits(milliUnits: number, nav: Nav4): Paise {
  const product = BigInt(milliUnits) * BigInt(nav);
  return Number((product + 50_000n) / 100_000n) as Paise;
}

/** How a plan's made-up NAV history moves: a yearly drift and volatility, by its category. */
export type NavModel = { seed: string; startNav: Nav4; driftPercent: number; volatilityPercent: number };

/** The first day of the made-up histories. */
export const NAV_HISTORY_START = "2024-01-01";

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hash = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);

const histories = new Map<string, { dates: string[]; navs: Nav4[] }>();

/**
 * A deterministic NAV for a plan on a day: a geometric random walk over working days from
 * NAV_HISTORY_START, the same on every machine for the same model. A day that is not a working day has
 * the last working day's NAV. For demo data and tests when no published NAVs were imported.
 */
export function modelNav(model: NavModel, date: string): Nav4 {
  if (date < NAV_HISTORY_START) return model.startNav;
  let h = histories.get(model.seed);
  if (!h) {
    h = { dates: [NAV_HISTORY_START], navs: [model.startNav] };
    histories.set(model.seed, h);
  }
  if (h.dates[h.dates.length - 1] < date) {
    // Continue the walk from where it stopped: the generator is re-run from the start so each day's step is the same.
    const random = mulberry32(hash(model.seed));
    const mu = Math.log(1 + model.driftPercent / 100) / 252;
    const sigma = model.volatilityPercent / 100 / Math.sqrt(252);
    const dates = [NAV_HISTORY_START];
    const navs = [model.startNav];
    let nav = model.startNav / 10_000;
    let day = NAV_HISTORY_START;
    const last = date > h.dates[h.dates.length - 1] ? date : h.dates[h.dates.length - 1];
    while (day < last) {
      day = addDays(day, 1);
      if (!isWorkingDay(day)) continue;
      // Box–Muller: a standard normal from two uniforms.
      const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      nav *= Math.exp(mu - (sigma * sigma) / 2 + sigma * z);
      dates.push(day);
      navs.push(Math.max(1, Math.round(nav * 10_000)));
    }
    h = { dates, navs };
    histories.set(model.seed, h);
  }
  // The last working day on or before the date.
  let lo = 0;
  let hi = h.dates.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (h.dates[mid] <= date) lo = mid;
    else hi = mid - 1;
  }
  return h.navs[lo];
}
