/**
 * XIRR: the yearly rate at which a set of dated cash flows is worth nothing today, as a spreadsheet's
 * XIRR counts it (days / 365, compounded). Money put in is negative, money out (or the value now) positive.
 * Newton's method from 10%, falling back to bisection when it does not settle; null when there is no
 * answer (all flows one sign, or none).
 */
export type CashFlow = { date: string; amount: number };

const DAY_MS = 86_400_000;
const yearsBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS / 365;

export function xirr(flows: readonly CashFlow[]): number | null {
  if (flows.length < 2 || !flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) return null;
  const first = flows.reduce((min, f) => (f.date < min ? f.date : min), flows[0].date);
  const t = flows.map((f) => ({ years: yearsBetween(first, f.date), amount: f.amount }));
  // All on one day: no time for a rate to act over.
  if (t.every((f) => f.years === 0)) return null;
  const npv = (r: number) => t.reduce((sum, f) => sum + f.amount / (1 + r) ** f.years, 0);
  const slope = (r: number) => t.reduce((sum, f) => sum - (f.years * f.amount) / (1 + r) ** (f.years + 1), 0);

  let r = 0.1;
  for (let i = 0; i < 100; i++) {
    const value = npv(r);
    const d = slope(r);
    if (!Number.isFinite(value) || !Number.isFinite(d) || d === 0) break;
    const next = r - value / d;
    if (!(next > -1)) break;
    if (Math.abs(next - r) < 1e-10) return next;
    r = next;
  }
  // Bisection between a near-total loss and a thousandfold gain a year.
  let lo = -0.999999;
  let hi = 1000;
  let atLo = npv(lo);
  if (atLo * npv(hi) > 0) return null;
  for (let i = 0; i < 300; i++) {
    const mid = (lo + hi) / 2;
    const atMid = npv(mid);
    if (Math.abs(atMid) < 1e-9 || hi - lo < 1e-12) return mid;
    if (atLo * atMid < 0) hi = mid;
    else {
      lo = mid;
      atLo = atMid;
    }
  }
  return (lo + hi) / 2;
}
