import { and, asc, eq, isNotNull } from "drizzle-orm";
import { addDays, istToday } from "../../../shared/calendar/ist";
import { sipPlanByName } from "../../../shared/catalog/sip-plans";
import { paise, paiseToRupees, valueOfUnits, xirr, type Paise } from "../../../shared/finance";
import { navRupees } from "../../../shared/finance/nav";
import type { SipHoldingsView, SipHoldingView } from "../../../shared/contracts/sip";
import { sipInstalments, sipInvestments, type SipInstalment, type SipInvestment } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { notFound } from "../../http/errors";
import { navOn } from "./nav-source";

// What a SIP holds (docs/decisions/sip-mandates-and-jobs.md): the units each paid instalment bought, valued
// at the plan's latest NAV, with XIRR over the dated debits and today's value.

type Figures = { invested: Paise; milliUnits: number; value: Paise; xirr: number | null; nav: Awaited<ReturnType<typeof navOn>> };

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Days of history before XIRR is shown. */
const XIRR_AFTER_DAYS = 30;

async function figuresOf(db: Executor, sip: SipInvestment, paid: SipInstalment[], today: string): Promise<Figures> {
  const invested = paise(paid.reduce((sum, i) => sum + i.amountPaise, 0));
  const milliUnits = paid.reduce((sum, i) => sum + (i.milliUnits ?? 0), 0);
  const nav = await navOn(db, sip.planName, today);
  const value = valueOfUnits(milliUnits, nav.nav4);
  // A yearly rate from days of data says little: XIRR is shown from a month after the first purchase.
  const first = paid[0] ? (paid[0].navDate ?? paid[0].debitOn) : today;
  const rate =
    paid.length > 0 && addDays(first, XIRR_AFTER_DAYS) <= today
      ? xirr([...paid.map((i) => ({ date: i.navDate ?? i.debitOn, amount: 0 - i.amountPaise })), { date: today, amount: value }])
      : null;
  return { invested, milliUnits, value, xirr: rate === null ? null : round2(rate * 100), nav };
}

/** Month ends from the first purchase to today, then today: what was invested by then and what it was worth. */
async function chartOf(db: Executor, sip: SipInvestment, paid: SipInstalment[], today: string) {
  if (paid.length === 0) return [];
  const points: string[] = [];
  const first = paid[0].navDate ?? paid[0].debitOn;
  let [y, m] = first.split("-").map(Number);
  for (;;) {
    const monthEnd = addDays(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}-01`, -1);
    if (monthEnd >= today) break;
    points.push(monthEnd);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  points.push(today);
  const out = [];
  for (const date of points) {
    const held = paid.filter((i) => (i.navDate ?? i.debitOn) <= date);
    const nav = await navOn(db, sip.planName, date);
    out.push({
      date,
      invested: paiseToRupees(paise(held.reduce((sum, i) => sum + i.amountPaise, 0))),
      value: paiseToRupees(
        valueOfUnits(
          held.reduce((sum, i) => sum + (i.milliUnits ?? 0), 0),
          nav.nav4,
        ),
      ),
    });
  }
  return out;
}

async function ownSip(db: Executor, userId: number, id: number): Promise<SipInvestment> {
  const [sip] = await db
    .select()
    .from(sipInvestments)
    .where(and(eq(sipInvestments.id, id), eq(sipInvestments.userId, userId)));
  if (!sip) throw notFound(/*i18n*/ "SIP investment not found");
  return sip;
}

const instalmentsOf = (db: Executor, sipId: number) =>
  db.select().from(sipInstalments).where(eq(sipInstalments.sipId, sipId)).orderBy(asc(sipInstalments.seq));

/**
 * The day a holding is valued on: today, or the last purchase's NAV day when the job runner was driven
 * ahead of the calendar (`npm run jobs:run -- --as-of` a later day, in a demo or a test), so the value
 * never predates the units.
 */
export const valuationDay = (paid: Pick<SipInstalment, "navDate" | "debitOn">[], today: string) =>
  paid.reduce((day, i) => ((i.navDate ?? i.debitOn) > day ? (i.navDate ?? i.debitOn) : day), today);

export async function sipHolding(db: Db, userId: number, id: number, calendarToday = istToday()): Promise<SipHoldingView> {
  const sip = await ownSip(db, userId, id);
  const all = await instalmentsOf(db, id);
  const paid = all.filter((i) => i.status === "paid" && i.milliUnits !== null);
  const today = valuationDay(paid, calendarToday);
  const f = await figuresOf(db, sip, paid, today);
  const gain = paise(f.value - f.invested);
  return {
    sipId: sip.id,
    planName: sip.planName,
    riskLevel: sipPlanByName(sip.planName)?.riskLevel ?? null,
    invested: paiseToRupees(f.invested),
    units: f.milliUnits / 1000,
    nav: paid.length ? navRupees(f.nav.nav4) : null,
    navDate: paid.length ? f.nav.navDate : null,
    navSource: f.nav.source,
    currentValue: paiseToRupees(f.value),
    gain: paiseToRupees(gain),
    gainPercent: f.invested > 0 ? round2((gain / f.invested) * 100) : null,
    xirr: f.xirr,
    instalments: all.map((i) => ({
      seq: i.seq,
      dueDate: i.dueDate,
      debitOn: i.debitOn,
      amount: paiseToRupees(i.amountPaise),
      status: i.status,
      navDate: i.navDate,
      nav: i.nav4 === null ? null : navRupees(i.nav4),
      units: i.milliUnits === null ? null : i.milliUnits / 1000,
      reason: i.failureReason,
    })),
    chart: await chartOf(db, sip, paid, today),
  };
}

export async function sipHoldings(db: Db, userId: number, calendarToday = istToday()): Promise<SipHoldingsView> {
  const sips = await db.select().from(sipInvestments).where(eq(sipInvestments.userId, userId)).orderBy(asc(sipInvestments.id));
  const held: { sip: SipInvestment; paid: SipInstalment[] }[] = [];
  const rows = [];
  const flows: { date: string; amount: number }[] = [];
  let invested = 0;
  let value = 0;
  // Every paid instalment of the customer's SIPs in one query, in order.
  const paidRows = await db
    .select()
    .from(sipInstalments)
    .where(and(eq(sipInstalments.userId, userId), eq(sipInstalments.status, "paid"), isNotNull(sipInstalments.milliUnits)))
    .orderBy(asc(sipInstalments.sipId), asc(sipInstalments.seq));
  for (const sip of sips) {
    const paid = paidRows.filter((i) => i.sipId === sip.id);
    if (paid.length > 0) held.push({ sip, paid });
  }
  const today = held.reduce((day, h) => valuationDay(h.paid, day), calendarToday);
  for (const { sip, paid } of held) {
    const f = await figuresOf(db, sip, paid, today);
    invested += f.invested;
    value += f.value;
    flows.push(...paid.map((i) => ({ date: i.navDate ?? i.debitOn, amount: 0 - i.amountPaise })));
    rows.push({
      sipId: sip.id,
      planName: sip.planName,
      invested: paiseToRupees(f.invested),
      units: f.milliUnits / 1000,
      currentValue: paiseToRupees(f.value),
      gain: paiseToRupees(paise(f.value - f.invested)),
      xirr: f.xirr,
    });
  }
  const firstDay = flows.reduce((d, f) => (f.date < d ? f.date : d), today);
  const overall = flows.length && addDays(firstDay, XIRR_AFTER_DAYS) <= today ? xirr([...flows, { date: today, amount: value }]) : null;
  return {
    invested: paiseToRupees(paise(invested)),
    currentValue: paiseToRupees(paise(value)),
    gain: paiseToRupees(paise(value - invested)),
    xirr: overall === null ? null : round2(overall * 100),
    sips: rows,
  };
}
