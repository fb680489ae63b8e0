import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import { now } from "../../../shared/clock";
import { addDays, istDateOf } from "../../../shared/calendar/ist";
import { addWorkingDays } from "../../../shared/calendar/working-days";
import { SIP_MANDATE } from "../../../shared/catalog/sip-plans";
import { afterMiss, instalmentsDueBy, steppedAmount } from "../../../shared/finance/sip-schedule";
import { milliUnitsBought } from "../../../shared/finance/nav";
import { formatPaiseExact } from "../../../shared/format";
import {
  sipInstalments,
  sipInvestments,
  sipMandates,
  type SipInstalment,
  type SipInvestment,
  type SipMandate,
} from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { notify, sipCancelled, sipCancelledForMisses, sipDebited, sipDebitMissed, sipDebitNotice, sipResumed } from "../notifications";
import { GatewayUnavailable, recordMandateDebit, type DebitOutcome, type RecurringGateway } from "../payments";
import { navOn } from "./nav-source";
import { stepUpOf } from "./step-up";

// A SIP's due work for a day (docs/decisions/sip-mandates-and-jobs.md): cancellations and pauses that end,
// the instalments coming due, their pre-debit notices, then the debits. Every step claims its rows with
// FOR UPDATE SKIP LOCKED, one at a time, so any number of instances can run it at once and each
// notice, debit and purchase of units happens once.

export type SipJobDeps = {
  /** The gateway for mandates set up with Razorpay keys. */
  gateway: RecurringGateway;
  /** The gateway for mandates set up in demo mode (simulated, always the demo one). */
  demoGateway: RecurringGateway;
  logger?: { warn: (obj: object, msg: string) => void };
};

export type SipJobReport = {
  cancelled: number;
  resumed: number;
  completed: number;
  made: number;
  notices: number;
  paid: number;
  missed: number;
  pending: number;
  unavailable: number;
};

/**
 * How far ahead instalments are made and their notices sent: the notice period, and at least to the next
 * working day, so a Monday's debit is announced on the Friday before.
 */
export function noticeHorizon(asOf: string): string {
  const days = addDays(asOf, SIP_MANDATE.noticeDays);
  const workingDay = addWorkingDays(asOf, 1);
  return days > workingDay ? days : workingDay;
}

export const JOB_CONTEXT: RequestContext = { userId: null, ipAddress: null, userAgent: "job:sip" };
/** How long a debit's claim keeps other instances off it while the gateway answers. */
const CLAIM = sql`interval '5 minutes'`;

export async function runSipJobs(db: Db, deps: SipJobDeps, asOf: string): Promise<SipJobReport> {
  const report: SipJobReport = {
    cancelled: 0,
    resumed: 0,
    completed: 0,
    made: 0,
    notices: 0,
    paid: 0,
    missed: 0,
    pending: 0,
    unavailable: 0,
  };
  report.cancelled = await endCancellations(db, asOf);
  report.resumed = await endPauses(db, asOf);
  report.made = await makeInstalments(db, asOf);
  report.notices = await sendNotices(db, asOf);
  // Each debit is tried once a run: one the gateway could not take is left for the next run.
  const tried: number[] = [];
  for (;;) {
    const outcome = await debitOne(db, deps, asOf, tried);
    if (outcome === null) break;
    report[outcome]++;
  }
  report.completed = await completeFinished(db);
  return report;
}

/** Ends a SIP: its mandate revoked and its instalments not yet settled cancelled. In the caller's transaction, the SIP locked. */
export async function endSip(tx: Executor, sip: SipInvestment, status: "cancelled" | "completed", ctx: RequestContext, why: string) {
  await tx.update(sipInvestments).set({ status }).where(eq(sipInvestments.id, sip.id));
  await tx
    .update(sipMandates)
    .set({ status: "revoked", revokedAt: now() })
    .where(and(eq(sipMandates.sipId, sip.id), inArray(sipMandates.status, ["pending", "active"])));
  await tx
    .update(sipInstalments)
    .set({ status: "cancelled", lockedUntil: null })
    .where(
      and(
        eq(sipInstalments.sipId, sip.id),
        inArray(sipInstalments.status, ["scheduled", "notified"]),
        // A debit already sent to the gateway is followed up by the runner: if it was taken, its units are recorded.
        isNull(sipInstalments.gatewayOrderId),
      ),
    );
  await writeAudit(tx, ctx, {
    subjectId: sip.userId,
    actionType: status === "cancelled" ? "cancel_sip_investment" : "complete_sip_investment",
    entityType: "sip_investment",
    entityId: sip.id,
    oldValue: { status: sip.status },
    newValue: { status },
    description: `SIP #${sip.id} (${sip.planName}) ${status}: ${why}`,
  });
}

/** One SIP, locked, skipping any another instance holds; null when none is left. */
async function claimSip(tx: Executor, where: ReturnType<typeof and>): Promise<SipInvestment | null> {
  const [sip] = await tx
    .select()
    .from(sipInvestments)
    .where(where)
    .orderBy(asc(sipInvestments.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return sip ?? null;
}

async function endCancellations(db: Db, asOf: string): Promise<number> {
  let n = 0;
  while (
    await db.transaction(async (tx) => {
      const sip = await claimSip(
        tx,
        and(inArray(sipInvestments.status, ["active", "paused"]), lte(sipInvestments.cancelEffectiveOn, asOf)),
      );
      if (!sip) return false;
      await endSip(tx, sip, "cancelled", JOB_CONTEXT, `cancelled by the customer, effective ${sip.cancelEffectiveOn}`);
      await notify(tx, sipCancelled(sip));
      return true;
    })
  )
    n++;
  return n;
}

async function endPauses(db: Db, asOf: string): Promise<number> {
  let n = 0;
  while (
    await db.transaction(async (tx) => {
      const sip = await claimSip(tx, and(eq(sipInvestments.status, "paused"), lt(sipInvestments.pausedUntil, asOf)));
      if (!sip) return false;
      const [row] = await tx
        .update(sipInvestments)
        .set({ status: "active", pausedUntil: null })
        .where(eq(sipInvestments.id, sip.id))
        .returning();
      await writeAudit(tx, JOB_CONTEXT, {
        subjectId: sip.userId,
        actionType: "resume_sip_investment",
        entityType: "sip_investment",
        entityId: sip.id,
        oldValue: { status: "paused", pausedUntil: sip.pausedUntil },
        newValue: { status: "active" },
        description: `SIP #${sip.id} resumed: its pause ended on ${sip.pausedUntil}`,
      });
      await notify(tx, sipResumed(row));
      return true;
    })
  )
    n++;
  return n;
}

/**
 * Makes the instalments of each running SIP with a mandate in force that fall due within the notice
 * period, from the first due on or after the mandate's activation (earlier ones were never authorised).
 * One paused over an instalment's date gets it as skipped. A second instance inserting the same
 * instalment changes nothing (one row per SIP and number).
 */
async function makeInstalments(db: Db, asOf: string): Promise<number> {
  const running = await db
    .select({ sip: sipInvestments, mandate: sipMandates })
    .from(sipInvestments)
    .innerJoin(sipMandates, and(eq(sipMandates.sipId, sipInvestments.id), eq(sipMandates.status, "active")))
    .where(and(inArray(sipInvestments.status, ["active", "paused"]), isNull(sipInvestments.cancelEffectiveOn)));
  let made = 0;
  for (const { sip, mandate } of running) {
    const from = istDateOf(mandate.activatedAt ?? mandate.createdAt);
    const due = instalmentsDueBy(sip.startDate, sip.durationMonths, noticeHorizon(asOf), 2).filter((d) => d.dueDate >= from);
    if (due.length === 0) continue;
    const inserted = await db
      .insert(sipInstalments)
      .values(
        due.map((d) => {
          const paused = sip.status === "paused" && sip.pausedUntil !== null && d.dueDate <= sip.pausedUntil;
          return {
            sipId: sip.id,
            userId: sip.userId,
            seq: d.seq,
            dueDate: d.dueDate,
            debitOn: d.dueDate,
            // The yearly step-up, within the mandate's limit (above it the SIP goes on at the last amount within it).
            amountPaise: steppedAmount(sip.monthlyAmountPaise, d.seq, stepUpOf(sip), mandate.maxAmountPaise).amount,
            status: paused ? ("skipped" as const) : ("scheduled" as const),
            failureReason: paused ? "paused" : null,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: sipInstalments.id });
    made += inserted.length;
  }
  return made;
}

/**
 * The pre-debit notice, in the same transaction as the instalment's move to `notified`: once each. The
 * debit comes at least a day later: on the due date, or the day after a notice that went out late.
 */
async function sendNotices(db: Db, asOf: string): Promise<number> {
  let n = 0;
  const horizon = noticeHorizon(asOf);
  while (
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sipInstalments)
        .where(and(eq(sipInstalments.status, "scheduled"), lte(sipInstalments.dueDate, horizon)))
        .orderBy(asc(sipInstalments.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      const [sip] = await tx.select().from(sipInvestments).where(eq(sipInvestments.id, row.sipId));
      // A pause that ends before the due date does not skip it: the SIP runs again by then.
      const pausedOverIt = sip.status === "paused" && (sip.pausedUntil === null || row.dueDate <= sip.pausedUntil);
      const ended = sip.status === "cancelled" || sip.status === "completed";
      const cancelling = sip.cancelEffectiveOn !== null && row.dueDate >= sip.cancelEffectiveOn;
      if (pausedOverIt || ended || cancelling) {
        const status = pausedOverIt ? "skipped" : "cancelled";
        await tx.update(sipInstalments).set({ status, failureReason: sip.status }).where(eq(sipInstalments.id, row.id));
        await writeAudit(tx, JOB_CONTEXT, {
          subjectId: sip.userId,
          actionType: "settle_sip_instalment",
          entityType: "sip_instalment",
          entityId: row.id,
          newValue: { status, seq: row.seq },
          description: `SIP #${sip.id} instalment ${row.seq} ${status}: the SIP is ${cancelling ? "being cancelled" : sip.status}`,
        });
        return true;
      }
      // At least a day after its notice, on a working day.
      const debitOn = row.dueDate > asOf ? row.dueDate : addWorkingDays(asOf, 1);
      const [notified] = await tx
        .update(sipInstalments)
        .set({ status: "notified", noticeSentAt: now(), debitOn })
        .where(eq(sipInstalments.id, row.id))
        .returning();
      await notify(tx, sipDebitNotice(sip, notified));
      n++;
      return true;
    })
  );
  return n;
}

type Claimed = { instalment: SipInstalment; sip: SipInvestment; mandate: SipMandate; token: string; mayCharge: boolean };

/** Tries at the gateway before a debit that never got through is given up (not counted as the customer's miss). */
const MAX_DEBIT_ATTEMPTS = 5;

/**
 * Claims one debit due by `asOf`, or settles it at once when its SIP stopped taking debits; null when
 * nothing is due. A claim runs out by itself, so a worker that died leaves it to the next run.
 */
async function claimDebit(db: Db, asOf: string, tried: number[]): Promise<Claimed | "settled" | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sipInstalments)
      .where(
        and(
          eq(sipInstalments.status, "notified"),
          lte(sipInstalments.debitOn, asOf),
          or(isNull(sipInstalments.lockedUntil), lt(sipInstalments.lockedUntil, sql`now()`)),
          tried.length ? notInArray(sipInstalments.id, tried) : undefined,
        ),
      )
      .orderBy(asc(sipInstalments.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const [sip] = await tx.select().from(sipInvestments).where(eq(sipInvestments.id, row.sipId));
    const [mandate] = await tx
      .select()
      .from(sipMandates)
      .where(and(eq(sipMandates.sipId, row.sipId), eq(sipMandates.status, "active")));
    // A debit already sent to the gateway is always followed up, whatever happened to the SIP since.
    if (!row.gatewayOrderId && (sip.status !== "active" || !mandate)) {
      const status = sip.status === "paused" ? "skipped" : "cancelled";
      await tx
        .update(sipInstalments)
        .set({ status, failureReason: mandate ? sip.status : "no mandate" })
        .where(eq(sipInstalments.id, row.id));
      await writeAudit(tx, JOB_CONTEXT, {
        subjectId: sip.userId,
        actionType: "settle_sip_instalment",
        entityType: "sip_instalment",
        entityId: row.id,
        newValue: { status, seq: row.seq },
        description: `SIP #${sip.id} instalment ${row.seq} ${status}: ${mandate ? `the SIP is ${sip.status}` : "no autopay in force"}`,
      });
      return "settled";
    }
    const [claimed] = await tx
      .update(sipInstalments)
      .set({ lockedUntil: sql`now() + ${CLAIM}`, claimToken: sql`gen_random_uuid()`, attempts: sql`${sipInstalments.attempts} + 1` })
      .where(eq(sipInstalments.id, row.id))
      .returning();
    const [anyMandate] = mandate
      ? [mandate]
      : await tx
          .select()
          .from(sipMandates)
          .where(eq(sipMandates.sipId, row.sipId))
          .orderBy(sql`${sipMandates.id} desc`)
          .limit(1);
    // A fresh charge only for a running SIP with its mandate in force; an order already made is only asked about.
    return {
      instalment: claimed,
      sip,
      mandate: anyMandate,
      token: claimed.claimToken!,
      mayCharge: sip.status === "active" && Boolean(mandate),
    };
  });
}

async function debitOne(db: Db, deps: SipJobDeps, asOf: string, tried: number[]): Promise<keyof SipJobReport | null> {
  for (;;) {
    const claimed = await claimDebit(db, asOf, tried);
    if (claimed === null) return null;
    if (claimed === "settled") continue;
    const { instalment, sip, mandate, token, mayCharge } = claimed;
    tried.push(instalment.id);
    const ours = and(eq(sipInstalments.id, instalment.id), eq(sipInstalments.claimToken, token), eq(sipInstalments.status, "notified"));
    const gateway = mandate.demoMode ? deps.demoGateway : deps.gateway;
    let outcome: DebitOutcome;
    try {
      // A mandate made with Razorpay keys is never "debited" by the demo gateway (keys taken away since).
      if (!mandate.demoMode && gateway.demo) throw new GatewayUnavailable("Razorpay keys are not configured");
      let orderId = instalment.gatewayOrderId;
      let existing: DebitOutcome | null = null;
      if (orderId) {
        existing = await gateway.debitOfOrder(orderId);
      } else {
        orderId = await gateway.createDebitOrder(instalment.amountPaise, `sip-${sip.id}-${instalment.seq}`);
        const kept = await db.update(sipInstalments).set({ gatewayOrderId: orderId }).where(ours).returning({ id: sipInstalments.id });
        if (kept.length === 0) return "pending";
      }
      if (!existing && !mayCharge) {
        // Sent to the gateway before the SIP stopped, never charged: it ends here, uncharged.
        return settle(db, instalment, { state: "withdrawn" }, ours, asOf, mandate);
      }
      outcome =
        existing && existing.state !== "pending"
          ? existing
          : existing?.paymentId
            ? existing
            : await gateway.charge({
                orderId,
                customerId: mandate.gatewayCustomerId,
                tokenId: mandate.gatewayTokenId ?? "",
                amount: instalment.amountPaise,
                email: `sip-${sip.id}@customers.gharsetu`,
                description: `SIP #${sip.id} instalment ${instalment.seq}`,
              });
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      deps.logger?.warn({ instalmentId: instalment.id, err: err.message }, "SIP debit: gateway unavailable; tried again at the next run");
      if (instalment.attempts >= MAX_DEBIT_ATTEMPTS && !instalment.gatewayPaymentId)
        return settle(db, instalment, { state: "given-up", reason: err.message }, ours, asOf, mandate);
      await db
        .update(sipInstalments)
        .set({ lockedUntil: null, failureReason: err.message.slice(0, 200) })
        .where(ours);
      return "unavailable";
    }
    return settle(db, instalment, outcome, ours, asOf, mandate);
  }
}

async function settle(
  db: Db,
  instalment: SipInstalment,
  outcome: DebitOutcome | { state: "withdrawn" } | { state: "given-up"; reason: string },
  ours: ReturnType<typeof and>,
  asOf: string,
  mandate: SipMandate,
): Promise<keyof SipJobReport> {
  return db.transaction(async (tx) => {
    // The SIP first, then the instalment: the order a customer's own change takes them in.
    const [sip] = await tx.select().from(sipInvestments).where(eq(sipInvestments.id, instalment.sipId)).for("update");
    const [row] = await tx.select().from(sipInstalments).where(ours).for("update");
    if (!row) return "pending"; // the claim ran out and another instance holds it now
    if (outcome.state === "withdrawn" || outcome.state === "given-up") {
      // Not the customer's miss: nothing was taken. Staff see it in the SIPs list (failed debits).
      const status = outcome.state === "withdrawn" ? ("cancelled" as const) : ("missed" as const);
      const reason = outcome.state === "withdrawn" ? `the SIP is ${sip.status}` : `gateway unavailable: ${outcome.reason}`.slice(0, 200);
      await tx
        .update(sipInstalments)
        .set({ status, failureReason: reason, settledAt: now(), lockedUntil: null })
        .where(eq(sipInstalments.id, row.id));
      await writeAudit(tx, JOB_CONTEXT, {
        subjectId: sip.userId,
        actionType: "settle_sip_instalment",
        entityType: "sip_instalment",
        entityId: row.id,
        newValue: { status, seq: row.seq, reason },
        description: `SIP #${sip.id} instalment ${row.seq} ${status} without a debit: ${reason}`,
      });
      return status === "missed" ? "missed" : "pending";
    }
    if (outcome.state === "pending") {
      await tx
        .update(sipInstalments)
        .set({ lockedUntil: null, gatewayPaymentId: outcome.paymentId ?? row.gatewayPaymentId })
        .where(eq(sipInstalments.id, row.id));
      return "pending";
    }
    if (outcome.state === "captured") {
      const description = `SIP #${sip.id} instalment ${row.seq}, ${sip.planName}`;
      const paymentId = await recordMandateDebit(
        tx,
        {
          userId: sip.userId,
          instalmentId: row.id,
          amountPaise: row.amountPaise,
          orderId: row.gatewayOrderId!,
          gatewayPaymentId: outcome.paymentId,
          demoMode: mandate.demoMode,
          description,
        },
        JOB_CONTEXT,
      );
      const nav = await navOn(tx, sip.planName, row.debitOn);
      const [paid] = await tx
        .update(sipInstalments)
        .set({
          status: "paid",
          gatewayPaymentId: outcome.paymentId,
          paymentId,
          navDate: nav.navDate,
          nav4: nav.nav4,
          milliUnits: milliUnitsBought(row.amountPaise, nav.nav4),
          settledAt: now(),
          lockedUntil: null,
          failureReason: null,
        })
        .where(eq(sipInstalments.id, row.id))
        .returning();
      if (sip.missedInRow !== 0) await tx.update(sipInvestments).set({ missedInRow: 0 }).where(eq(sipInvestments.id, sip.id));
      await writeAudit(tx, JOB_CONTEXT, {
        subjectId: sip.userId,
        actionType: "sip_instalment_debited",
        entityType: "sip_instalment",
        entityId: row.id,
        newValue: { status: "paid", milliUnits: paid.milliUnits, nav4: paid.nav4, navDate: paid.navDate },
        description: `SIP #${sip.id} instalment ${row.seq}: ${formatPaiseExact(row.amountPaise)} debited, units bought`,
      });
      await notify(tx, sipDebited(sip, paid));
      return "paid";
    }
    const [missed] = await tx
      .update(sipInstalments)
      .set({
        status: "missed",
        gatewayPaymentId: outcome.paymentId,
        failureReason: outcome.reason.slice(0, 200),
        settledAt: now(),
        lockedUntil: null,
      })
      .where(eq(sipInstalments.id, row.id))
      .returning();
    const misses = sip.missedInRow + 1;
    await tx.update(sipInvestments).set({ missedInRow: misses }).where(eq(sipInvestments.id, sip.id));
    await writeAudit(tx, JOB_CONTEXT, {
      subjectId: sip.userId,
      actionType: "sip_instalment_missed",
      entityType: "sip_instalment",
      entityId: row.id,
      newValue: { status: "missed", missedInRow: misses },
      description: `SIP #${sip.id} instalment ${row.seq}: the debit failed (${misses} in a row)`,
    });
    const next = afterMiss(misses);
    if (next === "cancel" && (sip.status === "active" || sip.status === "paused")) {
      await endSip(tx, sip, "cancelled", JOB_CONTEXT, `${misses} debits in a row failed (as of ${asOf})`);
      await tx.update(sipInvestments).set({ cancelReason: "missed-debits" }).where(eq(sipInvestments.id, sip.id));
      await notify(tx, sipCancelledForMisses(sip));
    } else {
      await notify(tx, sipDebitMissed(sip, missed, misses, next === "warning"));
    }
    return "missed";
  });
}

/** A running SIP whose last instalment is settled is complete, its mandate revoked. */
async function completeFinished(db: Db): Promise<number> {
  let n = 0;
  while (
    await db.transaction(async (tx) => {
      const sip = await claimSip(
        tx,
        and(
          eq(sipInvestments.status, "active"),
          sql`exists (select 1 from ${sipInstalments} i where i.sip_id = ${sipInvestments.id} and i.seq = ${sipInvestments.durationMonths}
                and i.status in ('paid', 'missed', 'skipped', 'cancelled'))`,
        ),
      );
      if (!sip) return false;
      await endSip(tx, sip, "completed", JOB_CONTEXT, "its last instalment is settled");
      return true;
    })
  )
    n++;
  return n;
}
