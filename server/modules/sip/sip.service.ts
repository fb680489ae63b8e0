import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { addDays } from "../../../shared/calendar/ist";
import { addWorkingDays } from "../../../shared/calendar/working-days";
import { MAX_ACTIVE_SIPS, SIP_MANDATE, sipPlanByName } from "../../../shared/catalog/sip-plans";
import {
  addMonths,
  instalmentDueDate,
  paiseToRupees,
  rupeesToPaise,
  sipFutureValue,
  sipProgress,
  steppedAmount,
  valueOfUnits,
} from "../../../shared/finance";
import { ERROR_CODES } from "../../../shared/contracts/errors";
import type { Paise } from "../../../shared/finance/money";
import { formatPaiseExact } from "../../../shared/format";
import {
  istToday,
  maskAccountNumber,
  sipInstalments,
  sipInvestments,
  sipMandates,
  type PublicUser,
  type SipInvestment,
  type SipInvestmentInput,
  type SipStatusChange,
  type SipStepUpInput,
} from "../../../shared/schema";
import type { SipView } from "../../../shared/contracts/sip";
import type { Db, Executor } from "../../db/client";
import { alreadyInStatus, codedError, conflict, invalidTransition, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { kycReadiness } from "../kyc";
import { getSettings } from "../settings";
import { capturedPaymentCount, expireOpenOrders } from "../payments";
import { sipCancelled, sipPaused, sipResumed, sipStarted, notify } from "../notifications";
import { valuationDay } from "./holding.service";
import { navOn } from "./nav-source";
import { endSip } from "./sip-jobs";
import { stepUpOf } from "./step-up";

/** The SIP's mandate and next debit, as its owner sees them beside it. */
export type SipExtras = {
  mandate: { kind: "upi" | "enach"; status: "pending" | "active" | "revoked"; maxAmountPaise: Paise } | null;
  nextDebit: { seq: number; date: string; amountPaise: Paise } | null;
  /** What the units bought so far are worth at the latest NAV; null before any (or for purchases made before units were kept). */
  valueAtNav: Paise | null;
};

/** What the owner sees: the SIP, its plan's risk, and where it stands from the contributions actually paid. */
export function toSipView(row: SipInvestment, contributionsPaid: number, extras: SipExtras, today = istToday()): SipView {
  const progress = sipProgress({ ...row, monthlyAmount: row.monthlyAmountPaise }, contributionsPaid, today);
  const plan = sipPlanByName(row.planName);
  return {
    id: row.id,
    userId: row.userId,
    planName: row.planName,
    monthlyAmount: paiseToRupees(row.monthlyAmountPaise),
    startDate: row.startDate,
    durationMonths: row.durationMonths,
    expectedReturns: row.expectedReturns,
    status: row.status,
    autoDebit: row.autoDebit,
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    createdAt: row.createdAt,
    missedInRow: row.missedInRow,
    pausedUntil: row.pausedUntil,
    cancelReason: row.cancelReason,
    cancelEffectiveOn: row.cancelEffectiveOn,
    stepUp: stepUpOf(row) && {
      percent: row.stepUpPercent,
      amount: row.stepUpAmountPaise === null ? null : paiseToRupees(row.stepUpAmountPaise),
    },
    stepUpCapped:
      extras.mandate?.status === "active" && stepUpOf(row) !== null
        ? steppedAmount(
            row.monthlyAmountPaise,
            extras.nextDebit?.seq ?? contributionsPaid + 1,
            stepUpOf(row),
            extras.mandate.maxAmountPaise,
          ).capped
        : false,
    riskLevel: plan?.riskLevel ?? null,
    // An illustration: the one compound formula the calculator uses, at the plan's illustrative return.
    expectedValue: paiseToRupees(
      sipFutureValue(row.monthlyAmountPaise, row.expectedReturns ?? plan?.expectedReturns ?? 0, row.durationMonths).totalValue,
    ),
    contributionsPaid: progress.contributionsPaid,
    investedSoFar: paiseToRupees(progress.investedSoFar),
    currentValue: paiseToRupees(extras.valueAtNav ?? progress.currentValue),
    progressPercent: progress.progressPercent,
    nextContributionDate: progress.nextContributionDate,
    overdueContributions: progress.overdueContributions,
    mandate: extras.mandate && {
      kind: extras.mandate.kind,
      status: extras.mandate.status,
      maxAmount: paiseToRupees(extras.mandate.maxAmountPaise),
    },
    nextDebit: extras.nextDebit && {
      seq: extras.nextDebit.seq,
      date: extras.nextDebit.date,
      amount: paiseToRupees(extras.nextDebit.amountPaise),
    },
  };
}

/** Each SIP's latest mandate and its next unsettled debit (one query each for a list). */
async function extrasOf(db: Executor, sipIds: number[]): Promise<Map<number, SipExtras>> {
  const out = new Map<number, SipExtras>(sipIds.map((id) => [id, { mandate: null, nextDebit: null, valueAtNav: null }]));
  if (sipIds.length === 0) return out;
  const mandates = await db.select().from(sipMandates).where(inArray(sipMandates.sipId, sipIds)).orderBy(asc(sipMandates.id));
  for (const m of mandates) out.get(m.sipId)!.mandate = { kind: m.kind, status: m.status, maxAmountPaise: m.maxAmountPaise };
  const next = await db
    .select({ sipId: sipInstalments.sipId, seq: sipInstalments.seq, date: sipInstalments.debitOn, amountPaise: sipInstalments.amountPaise })
    .from(sipInstalments)
    .where(and(inArray(sipInstalments.sipId, sipIds), inArray(sipInstalments.status, ["scheduled", "notified"])))
    .orderBy(asc(sipInstalments.seq));
  for (const n of next) {
    const e = out.get(n.sipId)!;
    if (!e.nextDebit) e.nextDebit = { seq: n.seq, date: n.date, amountPaise: n.amountPaise };
  }
  // The units each SIP holds, valued as its holding is (holding.service.ts).
  const held = await db
    .select({
      sipId: sipInstalments.sipId,
      planName: sipInvestments.planName,
      milliUnits: sql<number>`sum(${sipInstalments.milliUnits})::bigint`.mapWith(Number),
      lastNavDate: sql<string>`max(${sipInstalments.navDate})::text`,
    })
    .from(sipInstalments)
    .innerJoin(sipInvestments, eq(sipInvestments.id, sipInstalments.sipId))
    .where(and(inArray(sipInstalments.sipId, sipIds), eq(sipInstalments.status, "paid"), isNotNull(sipInstalments.milliUnits)))
    .groupBy(sipInstalments.sipId, sipInvestments.planName);
  const today = istToday();
  for (const h of held) {
    const day = valuationDay([{ navDate: h.lastNavDate, debitOn: h.lastNavDate }], today);
    out.get(h.sipId)!.valueAtNav = valueOfUnits(h.milliUnits, (await navOn(db, h.planName, day)).nav4);
  }
  return out;
}

// Built when a query runs: payments may still be loading when this module is (docs/decisions/module-boundaries.md).
// The first contribution (a checkout payment) and each instalment the mandate paid.
const contributionsPaid = () =>
  sql<number>`(${capturedPaymentCount("sip-investment", sipInvestments)} + (select count(*)::int from ${sipInstalments} i
    where i.sip_id = ${sql.identifier("sip_investments")}.${sql.identifier("id")} and i.seq > 1 and i.status = 'paid'))`;

export async function createSip(db: Db, user: PublicUser, input: SipInvestmentInput, ctx: RequestContext): Promise<SipView> {
  const plan = sipPlanByName(input.planName)!;
  const autoDebit = input.autoDebit ?? true;
  return db.transaction(async (tx) => {
    // One customer's SIP creations queue behind each other, so the cap holds under concurrent requests.
    await lockLiveAccount(tx, user.id, "update");
    await refuseWithoutKyc(tx, user.id);
    const [{ running }] = await tx
      .select({ running: sql<number>`count(*)::int` })
      .from(sipInvestments)
      .where(and(eq(sipInvestments.userId, user.id), inArray(sipInvestments.status, ["active", "paused"])));
    if (running >= MAX_ACTIVE_SIPS)
      throw conflict(
        /*i18n*/ {
          id: "sip.too_many_active",
          message: "You can run at most {max} SIPs at a time. Cancel one you no longer need first.",
          values: { max: MAX_ACTIVE_SIPS },
        },
      );

    const [row] = await tx
      .insert(sipInvestments)
      .values({
        userId: user.id,
        planName: plan.name,
        monthlyAmountPaise: rupeesToPaise(input.monthlyAmount),
        startDate: input.startDate,
        durationMonths: input.durationMonths,
        // The plan's illustrative return, whatever the payload says: an illustration, not the customer's to choose.
        expectedReturns: plan.expectedReturns,
        autoDebit,
        // Bank details belong to the auto-debit mandate; without one they are not kept.
        bankName: autoDebit ? (input.bankName ?? null) : null,
        bankAccountNumber: autoDebit && input.bankAccountNumber ? maskAccountNumber(input.bankAccountNumber) : null,
      })
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "create_sip_investment",
      entityType: "sip_investment",
      entityId: row.id,
      newValue: {
        planName: row.planName,
        monthlyAmountPaise: row.monthlyAmountPaise,
        startDate: row.startDate,
        durationMonths: row.durationMonths,
        expectedReturns: row.expectedReturns,
        autoDebit: row.autoDebit,
        status: row.status,
      },
      description: `User #${user.id} started a SIP of ${formatPaiseExact(row.monthlyAmountPaise)} a month in the ${row.planName}`,
    });
    await notify(tx, sipStarted(row));
    return toSipView(row, 0, { mandate: null, nextDebit: null, valueAtNav: null });
  });
}

export async function listOwnSips(db: Db, userId: number): Promise<SipView[]> {
  const rows = await db
    .select({ sip: sipInvestments, paid: contributionsPaid() })
    .from(sipInvestments)
    .where(eq(sipInvestments.userId, userId))
    .orderBy(desc(sipInvestments.createdAt), desc(sipInvestments.id));
  const today = istToday();
  const extras = await extrasOf(
    db,
    rows.map((r) => r.sip.id),
  );
  return rows.map((r) => toSipView(r.sip, r.paid, extras.get(r.sip.id)!, today));
}

/** Which status a customer may move their SIP to from each status. */
const ALLOWED: Record<string, readonly SipStatusChange["status"][]> = {
  active: ["paused", "cancelled"],
  paused: ["active", "cancelled"],
};

const REFUSAL: Record<string, string> = {
  cancelled: /*i18n*/ "This SIP was cancelled and cannot be changed. Start a new SIP instead.",
  completed: /*i18n*/ "This SIP has completed and cannot be changed.",
};

/** The SIP is in the status asked for already. */
const ALREADY: Record<SipStatusChange["status"], string> = {
  paused: /*i18n*/ "This SIP is already paused",
  active: /*i18n*/ "This SIP is already active",
  cancelled: /*i18n*/ "This SIP is already cancelled",
};

const VERB: Record<SipStatusChange["status"], { action: string; past: string }> = {
  paused: { action: "pause_sip_investment", past: "paused" },
  active: { action: "resume_sip_investment", past: "resumed" },
  cancelled: { action: "cancel_sip_investment", past: "cancelled" },
};

/** Investing needs a verified PAN and a verified Aadhaar or address proof: 409 KYC_REQUIRED naming what is missing. */
async function refuseWithoutKyc(tx: Executor, userId: number) {
  const kyc = await kycReadiness(tx, userId);
  const missing = [
    ...(kyc.pan ? [] : [/*i18n*/ "Upload your PAN card and wait for it to be verified"]),
    ...(kyc.identity ? [] : [/*i18n*/ "Upload your Aadhaar card or an address proof and wait for it to be verified"]),
  ];
  if (missing.length === 0) return;
  throw codedError(409, ERROR_CODES.kycRequired, [/*i18n*/ "Mutual fund rules need your KYC verified before you invest.", ...missing]);
}

/** The customer's own SIP, locked for the change in the caller's transaction; another's is "not found". */
async function lockOwnSip(tx: Executor, userId: number, id: number): Promise<SipInvestment> {
  const [sip] = await tx
    .select()
    .from(sipInvestments)
    .where(and(eq(sipInvestments.id, id), eq(sipInvestments.userId, userId)))
    .for("update");
  if (!sip) throw notFound(/*i18n*/ "SIP investment not found");
  return sip;
}

/** One SIP as its owner sees it, read in the caller's transaction. */
export async function sipViewOf(tx: Executor, row: SipInvestment): Promise<SipView> {
  const [{ paid }] = await tx.select({ paid: contributionsPaid() }).from(sipInvestments).where(eq(sipInvestments.id, row.id));
  return toSipView(row, paid, (await extrasOf(tx, [row.id])).get(row.id)!);
}

/**
 * Pause (for 1 to 3 months), resume or cancel one's own SIP. Another customer's SIP is "not found". A
 * cancellation with autopay in force takes effect after two working days (a debit due before then still
 * goes through, as fund houses need that notice); without a mandate, at once.
 */
export async function changeSipStatus(
  db: Db,
  user: PublicUser,
  id: number,
  change: SipStatusChange,
  ctx: RequestContext,
): Promise<SipView> {
  return db.transaction(async (tx) => {
    const current = await lockOwnSip(tx, user.id, id);
    if (current.status === change.status || (change.status === "cancelled" && current.cancelEffectiveOn))
      throw alreadyInStatus(ALREADY[change.status]);
    if (!ALLOWED[current.status]?.includes(change.status))
      throw invalidTransition(REFUSAL[current.status] ?? `A ${current.status} SIP cannot be changed`);

    const today = istToday();
    const verb = VERB[change.status];
    const [mandate] = await tx
      .select({ id: sipMandates.id })
      .from(sipMandates)
      .where(and(eq(sipMandates.sipId, id), eq(sipMandates.status, "active")));
    let row: SipInvestment;
    if (change.status === "cancelled" && mandate) {
      const effective = addWorkingDays(today, SIP_MANDATE.cancelWorkingDays);
      [row] = await tx
        .update(sipInvestments)
        .set({ cancelReason: change.reason ?? "other", cancelEffectiveOn: effective })
        .where(eq(sipInvestments.id, id))
        .returning();
    } else if (change.status === "cancelled") {
      await endSip(tx, current, "cancelled", ctx, `cancelled by the customer (${change.reason ?? "other"})`);
      [row] = await tx
        .update(sipInvestments)
        .set({ cancelReason: change.reason ?? "other", cancelEffectiveOn: today })
        .where(eq(sipInvestments.id, id))
        .returning();
    } else if (change.status === "paused") {
      // The pause's last day: the day before the same date `months` later.
      const pausedUntil = addDays(addMonths(today, change.months ?? 1), -1);
      [row] = await tx.update(sipInvestments).set({ status: "paused", pausedUntil }).where(eq(sipInvestments.id, id)).returning();
    } else {
      [row] = await tx.update(sipInvestments).set({ status: "active", pausedUntil: null }).where(eq(sipInvestments.id, id)).returning();
    }
    if (change.status !== "active") {
      // A contribution started before the pause or cancellation must not go through after it.
      await expireOpenOrders(tx, "sip-investment", id, ctx, `SIP #${id} was ${verb.past}`, user.id);
    }
    if (change.status === "paused") {
      // Instalments made but not yet sent to the gateway fall in the pause: skipped.
      await tx
        .update(sipInstalments)
        .set({ status: "skipped", failureReason: "paused" })
        .where(
          and(
            eq(sipInstalments.sipId, id),
            inArray(sipInstalments.status, ["scheduled", "notified"]),
            sql`${sipInstalments.gatewayOrderId} is null`,
            sql`${sipInstalments.dueDate} <= ${row.pausedUntil}`,
          ),
        );
    }
    if (change.status !== "cancelled") {
      await writeAudit(tx, ctx, {
        actionType: verb.action,
        entityType: "sip_investment",
        entityId: id,
        oldValue: { status: current.status },
        newValue: {
          status: row.status,
          ...(change.status === "paused" ? { pausedUntil: row.pausedUntil } : {}),
        },
        description: `User #${user.id} ${verb.past} SIP #${id} (${row.planName})`,
      });
    } else if (mandate) {
      // (A cancellation at once was audited as the SIP ended.)
      await writeAudit(tx, ctx, {
        actionType: "request_sip_cancellation",
        entityType: "sip_investment",
        entityId: id,
        newValue: { cancelReason: row.cancelReason, cancelEffectiveOn: row.cancelEffectiveOn },
        description: `User #${user.id} asked to cancel SIP #${id} (${row.planName}), effective ${row.cancelEffectiveOn}`,
      });
    }
    if (change.status === "paused") await notify(tx, sipPaused(row));
    if (change.status === "active") await notify(tx, sipResumed(row));
    if (change.status === "cancelled" && !mandate) await notify(tx, sipCancelled(row));
    return sipViewOf(tx, row);
  });
}

/**
 * Skips the SIP's next instalment not yet sent to the gateway, at most the superadmin's setting (sipMaxSkipsInRow) in a
 * row. One not made yet (due beyond the notice period) is made now, as skipped.
 */
export async function skipNextInstalment(db: Db, user: PublicUser, id: number, ctx: RequestContext): Promise<SipView> {
  return db.transaction(async (tx) => {
    const sip = await lockOwnSip(tx, user.id, id);
    if (sip.status !== "active" || sip.cancelEffectiveOn)
      throw invalidTransition(/*i18n*/ "Only a running SIP's instalment can be skipped");
    const [mandate] = await tx
      .select()
      .from(sipMandates)
      .where(and(eq(sipMandates.sipId, id), eq(sipMandates.status, "active")));
    if (!mandate) throw invalidTransition(/*i18n*/ "Set up autopay first: without it no instalment is debited, so there is none to skip");
    const made = await tx.select().from(sipInstalments).where(eq(sipInstalments.sipId, id)).orderBy(asc(sipInstalments.seq));
    const pending = made.find((i) => i.status === "scheduled" || i.status === "notified");
    if (pending?.gatewayOrderId) throw invalidTransition(/*i18n*/ "This instalment's debit has started and can no longer be skipped");
    const today = istToday();
    let seq = pending?.seq ?? Math.max(1, ...made.map((i) => i.seq)) + 1;
    // Instalments due before today that were never made (before the mandate) are not the next one.
    while (!pending && seq <= sip.durationMonths && instalmentDueDate(sip.startDate, seq) <= today) seq++;
    if (seq > sip.durationMonths) throw invalidTransition(/*i18n*/ "This SIP has no instalment left to skip");
    // Skips in a row: the settled instalments just before this one that were skipped by the customer.
    let inRow = 0;
    for (const i of made.filter((m) => m.seq < seq).reverse()) {
      if (i.status === "skipped" && i.failureReason === "customer") inRow++;
      else break;
    }
    const { sipMaxSkipsInRow } = await getSettings(tx);
    if (inRow >= sipMaxSkipsInRow)
      throw invalidTransition(
        /*i18n*/ {
          id: "sip.too_many_skips",
          message: "You can skip at most {max, plural, one {# instalment} other {# instalments}} in a row. This one will be debited.",
          values: { max: sipMaxSkipsInRow },
        },
      );
    const dueDate = pending?.dueDate ?? instalmentDueDate(sip.startDate, seq);
    if (pending) {
      // Only while the runner has not sent it to the gateway meanwhile.
      const skipped = await tx
        .update(sipInstalments)
        .set({ status: "skipped", failureReason: "customer" })
        .where(
          and(
            eq(sipInstalments.id, pending.id),
            inArray(sipInstalments.status, ["scheduled", "notified"]),
            isNull(sipInstalments.gatewayOrderId),
          ),
        )
        .returning({ id: sipInstalments.id });
      if (skipped.length === 0) throw invalidTransition(/*i18n*/ "This instalment's debit has started and can no longer be skipped");
    } else {
      await tx.insert(sipInstalments).values({
        sipId: id,
        userId: sip.userId,
        seq,
        dueDate,
        debitOn: dueDate,
        amountPaise: sip.monthlyAmountPaise,
        status: "skipped",
        failureReason: "customer",
      });
    }
    await writeAudit(tx, ctx, {
      actionType: "skip_sip_instalment",
      entityType: "sip_investment",
      entityId: id,
      newValue: { seq, dueDate },
      description: `User #${user.id} skipped instalment ${seq} (due ${dueDate}) of SIP #${id}`,
    });
    return sipViewOf(tx, sip);
  });
}

/**
 * Cancels every running (active or paused) SIP of one customer at once, as the SIP's own cancel does: its
 * mandate is revoked, its instalments not yet debited are cancelled and its open payment orders expire, so
 * nothing can be collected for a cancelled SIP. For other modules (erasure); answers how many were
 * cancelled. No notification: the customer is going.
 */
export async function cancelRunningSips(tx: Executor, userId: number, ctx: RequestContext, why: string): Promise<number> {
  const running = await tx
    .select()
    .from(sipInvestments)
    .where(and(eq(sipInvestments.userId, userId), inArray(sipInvestments.status, ["active", "paused"])))
    .for("update");
  for (const sip of running) {
    await endSip(tx, sip, "cancelled", ctx, why);
    await expireOpenOrders(tx, "sip-investment", sip.id, ctx, `SIP #${sip.id} was cancelled: ${why}`, userId);
  }
  return running.length;
}

/** Sets (or, with neither a percent nor an amount, removes) the SIP's yearly step-up. */
export async function setStepUp(db: Db, user: PublicUser, id: number, input: SipStepUpInput, ctx: RequestContext): Promise<SipView> {
  return db.transaction(async (tx) => {
    const sip = await lockOwnSip(tx, user.id, id);
    if ((sip.status !== "active" && sip.status !== "paused") || sip.cancelEffectiveOn)
      throw invalidTransition(/*i18n*/ "Only a running SIP can be stepped up");
    const [row] = await tx
      .update(sipInvestments)
      .set({ stepUpPercent: input.percent ?? null, stepUpAmountPaise: input.amount === undefined ? null : rupeesToPaise(input.amount) })
      .where(eq(sipInvestments.id, id))
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "set_sip_step_up",
      entityType: "sip_investment",
      entityId: id,
      oldValue: { stepUpPercent: sip.stepUpPercent, stepUpAmountPaise: sip.stepUpAmountPaise },
      newValue: { stepUpPercent: row.stepUpPercent, stepUpAmountPaise: row.stepUpAmountPaise },
      description: `User #${user.id} ${stepUpOf(row) ? "set a yearly step-up on" : "removed the step-up of"} SIP #${id}`,
    });
    return sipViewOf(tx, row);
  });
}
