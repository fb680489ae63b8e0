import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { now } from "../../../shared/clock";
import { consultations, type Consultation } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { consultationExpired, consultationReminder, notify } from "../notifications";
import { expireOpenOrders } from "../payments";
import { withAdviser } from "./consultation-view";

// A consultation's due work (docs/decisions/consultation-advisers-and-reminders.md): holds that ran out
// let their places go, and confirmed sessions get a reminder a day and an hour before. Every step claims
// one row at a time with FOR UPDATE SKIP LOCKED and marks it in the same transaction as its notice, so
// instances running together send each reminder once.

export type ConsultationJobReport = { expired: number; remindedDayBefore: number; remindedHourBefore: number };

export const CONSULTATION_JOB_CONTEXT: RequestContext = { userId: null, ipAddress: null, userAgent: "job:consultations" };
const HOUR_MS = 60 * 60 * 1000;

/** Runs the consultations' due work as of `at` (reminders never go for a session already begun). */
export async function runConsultationJobs(db: Db, at: Date): Promise<ConsultationJobReport> {
  // A hold runs in real time: driving a later day never releases one still running.
  const expired = await expireHolds(db, new Date(Math.min(at.getTime(), now().getTime())));
  const [remindedDayBefore, remindedHourBefore] = [await remind(db, at, "24h"), await remind(db, at, "1h")];
  return { expired, remindedDayBefore, remindedHourBefore };
}

async function expireHolds(db: Db, at: Date): Promise<number> {
  let count = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(consultations)
        .where(and(eq(consultations.status, "pending"), lte(consultations.holdUntil, at)))
        .orderBy(asc(consultations.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!booking) return false;
      const [updated] = await tx
        .update(consultations)
        .set({ status: "cancelled", holdUntil: null })
        .where(eq(consultations.id, booking.id))
        .returning();
      await writeAudit(tx, CONSULTATION_JOB_CONTEXT, {
        subjectId: booking.userId,
        actionType: "expire_consultation_hold",
        entityType: "consultation",
        entityId: booking.id,
        oldValue: { status: "pending", holdUntil: booking.holdUntil?.toISOString() },
        newValue: { status: "cancelled" },
        description: `Consultation #${booking.id} (${booking.topic}) was not confirmed in time; its place was released`,
      });
      await expireOpenOrders(
        tx,
        "consultation",
        booking.id,
        CONSULTATION_JOB_CONTEXT,
        `consultation #${booking.id} was not confirmed in time`,
        booking.userId,
      );
      await notify(tx, consultationExpired(await withAdviser(tx, updated)));
      return true;
    });
    if (!done) return count;
    count++;
  }
}

/** Each reminder, how long before the start it is due, and how late it may still go (later, it would mislead). */
const REMINDERS = {
  "24h": { column: consultations.reminded24hAt, key: "reminded24hAt", ahead: 24 * HOUR_MS, grace: 2 * HOUR_MS },
  "1h": { column: consultations.reminded1hAt, key: "reminded1hAt", ahead: HOUR_MS, grace: 30 * 60_000 },
} as const;

/**
 * Sends one kind of reminder to every confirmed session due one. A session confirmed after that
 * reminder's moment, one whose moment passed more than a little while ago, or (for the day-before one)
 * one already within the hour, is marked without a message: the confirmation, or the hour-before
 * reminder, says it.
 */
async function remind(db: Db, at: Date, which: keyof typeof REMINDERS): Promise<number> {
  const { column, key, ahead } = REMINDERS[which];
  // Never for a session already begun, whatever day the runner is driven for.
  const after = new Date(Math.max(at.getTime(), now().getTime()));
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(consultations)
        .where(
          and(
            eq(consultations.status, "scheduled"),
            isNull(column),
            sql`${consultations.startsAt} > ${after.toISOString()}`,
            sql`${consultations.startsAt} <= ${new Date(at.getTime() + ahead).toISOString()}`,
          ),
        )
        .orderBy(asc(consultations.startsAt), asc(consultations.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!booking) return false;
      await tx
        .update(consultations)
        .set({ [key]: at })
        .where(eq(consultations.id, booking.id));
      if (worthSending(booking, which, at)) {
        await notify(tx, consultationReminder(await withAdviser(tx, booking), which));
        sent++;
      }
      return true;
    });
    if (!done) return sent;
  }
}

function worthSending(booking: Consultation, which: keyof typeof REMINDERS, at: Date): boolean {
  const start = booking.startsAt!.getTime();
  const moment = start - REMINDERS[which].ahead;
  if (booking.confirmedAt && booking.confirmedAt.getTime() > moment) return false;
  // Long past its moment (a move to a time close at hand, or the runner stopped for a while): "tomorrow" would be wrong.
  if (at.getTime() - moment > REMINDERS[which].grace) return false;
  return !(which === "24h" && at.getTime() >= start - REMINDERS["1h"].ahead);
}
