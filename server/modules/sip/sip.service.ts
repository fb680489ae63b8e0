import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { MAX_ACTIVE_SIPS, sipPlanByName } from "../../../shared/catalog/sip-plans";
import { paiseToRupees, roundToRupee, rupeesToPaise, sipProgress } from "../../../shared/finance";
import { formatPaiseExact } from "../../../shared/format";
import {
  istToday,
  maskAccountNumber,
  sipInvestments,
  type PublicUser,
  type SipInvestment,
  type SipInvestmentInput,
  type SipStatusChange,
} from "../../../shared/schema";
import type { SipView } from "../../../shared/contracts/sip";
import type { Db, Executor } from "../../db/client";
import { alreadyInStatus, conflict, invalidTransition, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { capturedPaymentCount, expireOpenOrders } from "../payments";
import { sipPaused, sipResumed, sipStarted, notify } from "../notifications";

/** What the owner sees: the SIP, its plan's risk, and where it stands from the contributions actually paid. */
export function toSipView(row: SipInvestment, contributionsPaid: number, today = istToday()): SipView {
  const progress = sipProgress({ ...row, monthlyAmount: row.monthlyAmountPaise }, contributionsPaid, today);
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
    riskLevel: sipPlanByName(row.planName)?.riskLevel ?? null,
    expectedValue: paiseToRupees(roundToRupee(row.monthlyAmountPaise * row.durationMonths * (1 + (row.expectedReturns ?? 0) / 100))),
    contributionsPaid: progress.contributionsPaid,
    investedSoFar: paiseToRupees(progress.investedSoFar),
    currentValue: paiseToRupees(progress.currentValue),
    progressPercent: progress.progressPercent,
    nextContributionDate: progress.nextContributionDate,
    overdueContributions: progress.overdueContributions,
  };
}

// Built when a query runs: payments may still be loading when this module is (docs/decisions/module-boundaries.md).
const contributionsPaid = () => capturedPaymentCount("sip-investment", sipInvestments);

export async function createSip(db: Db, user: PublicUser, input: SipInvestmentInput, ctx: RequestContext): Promise<SipView> {
  const plan = sipPlanByName(input.planName)!;
  const autoDebit = input.autoDebit ?? true;
  return db.transaction(async (tx) => {
    // One customer's SIP creations queue behind each other, so the cap holds under concurrent requests.
    await lockLiveAccount(tx, user.id, "update");
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
        expectedReturns: input.expectedReturns ?? plan.expectedReturns,
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
    return toSipView(row, 0);
  });
}

export async function listOwnSips(db: Db, userId: number): Promise<SipView[]> {
  const rows = await db
    .select({ sip: sipInvestments, paid: contributionsPaid() })
    .from(sipInvestments)
    .where(eq(sipInvestments.userId, userId))
    .orderBy(desc(sipInvestments.createdAt), desc(sipInvestments.id));
  const today = istToday();
  return rows.map((r) => toSipView(r.sip, r.paid, today));
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

/** Pause, resume or cancel one's own SIP. Another customer's SIP is "not found". */
export async function changeSipStatus(
  db: Db,
  user: PublicUser,
  id: number,
  change: SipStatusChange,
  ctx: RequestContext,
): Promise<SipView> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sipInvestments)
      .where(and(eq(sipInvestments.id, id), eq(sipInvestments.userId, user.id)))
      .for("update");
    if (!current) throw notFound(/*i18n*/ "SIP investment not found");
    if (current.status === change.status) throw alreadyInStatus(ALREADY[change.status]);
    if (!ALLOWED[current.status]?.includes(change.status))
      throw invalidTransition(REFUSAL[current.status] ?? `A ${current.status} SIP cannot be changed`);

    const [row] = await tx.update(sipInvestments).set({ status: change.status }).where(eq(sipInvestments.id, id)).returning();
    const verb = VERB[change.status];
    if (change.status !== "active") {
      // A contribution started before the pause or cancellation must not go through after it.
      await expireOpenOrders(tx, "sip-investment", id, ctx, `SIP #${id} was ${verb.past}`, user.id);
    }
    await writeAudit(tx, ctx, {
      actionType: verb.action,
      entityType: "sip_investment",
      entityId: id,
      oldValue: { status: current.status },
      newValue: { status: row.status },
      description: `User #${user.id} ${verb.past} SIP #${id} (${row.planName})`,
    });
    if (change.status === "paused") await notify(tx, sipPaused(row));
    if (change.status === "active") await notify(tx, sipResumed(row));
    const [{ paid }] = await tx.select({ paid: contributionsPaid() }).from(sipInvestments).where(eq(sipInvestments.id, id));
    return toSipView(row, paid);
  });
}

/**
 * Cancels every running (active or paused) SIP of one customer, as the SIP's own cancel does: the open
 * payment orders of each expire with it, so nothing can be collected for a cancelled SIP. For other
 * modules (erasure); answers how many were cancelled. No notification: the customer is going.
 */
export async function cancelRunningSips(tx: Executor, userId: number, ctx: RequestContext, why: string): Promise<number> {
  const stopped = await tx
    .update(sipInvestments)
    .set({ status: "cancelled" })
    .where(and(eq(sipInvestments.userId, userId), inArray(sipInvestments.status, ["active", "paused"])))
    .returning({ id: sipInvestments.id });
  for (const { id } of stopped) await expireOpenOrders(tx, "sip-investment", id, ctx, `SIP #${id} was cancelled: ${why}`, userId);
  return stopped.length;
}
