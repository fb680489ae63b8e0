import { and, asc, eq, gte, sql } from "drizzle-orm";
import { CHANGE_WINDOW_HOURS, MAX_OPEN_BOOKINGS, changeDeadline, slotStartHour } from "../../../shared/catalog/consultations";
import {
  consultations,
  istToday,
  type Consultation,
  type ConsultationChange,
  type ConsultationRequest,
  type PublicUser,
} from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { badRequest, conflict, invalidTransition, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { consultationBooked, consultationCancelled, consultationRescheduled, notify } from "../notifications";
import { expireOpenOrders } from "../payments";
import { claimSlotPlace } from "./slot-capacity";
import { nowMs } from "../../../shared/clock";

const slotOrder = (c: Consultation) => slotStartHour(c.preferredTime) ?? 0;

/** The customer's own bookings, soonest first (by date, then slot). */
export async function listOwnConsultations(db: Db, userId: number): Promise<Consultation[]> {
  const rows = await db
    .select()
    .from(consultations)
    .where(eq(consultations.userId, userId))
    .orderBy(asc(consultations.preferredDate), asc(consultations.id));
  return rows.sort((a, b) => a.preferredDate.localeCompare(b.preferredDate) || slotOrder(a) - slotOrder(b));
}

/**
 * Books a consultation for the session user. With a slot, a place in it is claimed under the slot's
 * lock in the same transaction as the insert. Without one (a client that sends only topic, date and
 * notes) the contact details come from the profile and no slot place is taken.
 */
export async function createConsultation(db: Db, user: PublicUser, input: ConsultationRequest, ctx: RequestContext): Promise<Consultation> {
  return db.transaction(async (tx) => {
    // One customer's bookings queue behind each other, so the cap on open bookings holds under concurrent requests.
    const account = await lockLiveAccount(tx, user.id, "update");
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(consultations)
      .where(and(eq(consultations.userId, user.id), eq(consultations.status, "scheduled"), gte(consultations.preferredDate, istToday())));
    if (open >= MAX_OPEN_BOOKINGS) {
      throw conflict(
        /*i18n*/ {
          id: "consultations.too_many_open",
          message: "You already have {count} consultations booked. Cancel or attend one before booking another.",
          values: { count: MAX_OPEN_BOOKINGS },
        },
      );
    }
    if (input.preferredTime) await claimSlotPlace(tx, user.id, input.preferredDate, input.preferredTime);
    const [row] = await tx
      .insert(consultations)
      .values({
        userId: user.id,
        topic: input.topic,
        preferredDate: input.preferredDate,
        preferredTime: input.preferredTime ?? null,
        name: input.name ?? account.fullName,
        email: input.email ?? account.email,
        phone: input.phone ?? account.phoneNumber,
        notes: input.notes || null,
      })
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "create_consultation",
      entityType: "consultation",
      entityId: row.id,
      newValue: { topic: row.topic, preferredDate: row.preferredDate, preferredTime: row.preferredTime, status: row.status },
      description: `User #${user.id} booked a consultation (${row.topic}) for ${row.preferredDate}${row.preferredTime ? `, ${row.preferredTime}` : ""}`,
    });
    await notify(tx, consultationBooked(row));
    return row;
  });
}

/** Why a booking that is no longer scheduled cannot change: one whole sentence for each (docs/i18n.md). */
const NO_LONGER: Record<string, Record<"cancelled" | "rescheduled", string> | undefined> = {
  completed: {
    cancelled: /*i18n*/ "This consultation is completed, so it can no longer be cancelled",
    rescheduled: /*i18n*/ "This consultation is completed, so it can no longer be rescheduled",
  },
  cancelled: {
    cancelled: /*i18n*/ "This consultation is cancelled, so it can no longer be cancelled",
    rescheduled: /*i18n*/ "This consultation is cancelled, so it can no longer be rescheduled",
  },
};

/** Too close to the slot to change it online. */
const TOO_LATE = {
  cancelled: /*i18n*/ {
    id: "consultations.too_late_to_cancel",
    message: "A consultation can be cancelled only until {hours} hours before it starts. Please call us to change it.",
  },
  rescheduled: /*i18n*/ {
    id: "consultations.too_late_to_reschedule",
    message: "A consultation can be rescheduled only until {hours} hours before it starts. Please call us to change it.",
  },
};

/**
 * The owner cancels, or moves the booking to another date and slot (which must have a place left).
 * Either is allowed only while the booking is scheduled and until 24 hours before its slot starts.
 * Another customer's booking is "not found".
 */
export async function changeConsultation(db: Db, userId: number, id: number, change: ConsultationChange, ctx: RequestContext) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(consultations)
      .where(and(eq(consultations.id, id), eq(consultations.userId, userId)))
      .for("update");
    if (!current) throw notFound(/*i18n*/ "Consultation not found");
    const verb = change.status === "cancelled" ? "cancelled" : "rescheduled";
    if (current.status !== "scheduled")
      throw invalidTransition(
        NO_LONGER[current.status]?.[verb] ?? `This consultation is ${current.status}, so it can no longer be ${verb}`,
      );
    if (nowMs() > changeDeadline(current.preferredDate, current.preferredTime).getTime()) {
      throw conflict({ ...TOO_LATE[verb], values: { hours: CHANGE_WINDOW_HOURS } });
    }

    if (change.status === "cancelled") {
      const [updated] = await tx.update(consultations).set({ status: "cancelled" }).where(eq(consultations.id, id)).returning();
      await writeAudit(tx, ctx, {
        actionType: "cancel_consultation",
        entityType: "consultation",
        entityId: id,
        oldValue: { status: current.status },
        newValue: { status: updated.status },
        description: `Consultation #${id} (${current.topic}) on ${current.preferredDate} cancelled by the customer`,
      });
      await notify(tx, consultationCancelled(updated, "customer"));
      return updated;
    }

    const preferredDate = change.preferredDate!;
    const preferredTime = change.preferredTime!;
    if (preferredDate === current.preferredDate && preferredTime === current.preferredTime) {
      throw badRequest(/*i18n*/ "Your consultation is already booked for this date and time");
    }
    await claimSlotPlace(tx, userId, preferredDate, preferredTime);
    const [updated] = await tx.update(consultations).set({ preferredDate, preferredTime }).where(eq(consultations.id, id)).returning();
    await writeAudit(tx, ctx, {
      actionType: "reschedule_consultation",
      entityType: "consultation",
      entityId: id,
      oldValue: { preferredDate: current.preferredDate, preferredTime: current.preferredTime },
      newValue: { preferredDate, preferredTime },
      description: `Consultation #${id} (${current.topic}) moved to ${preferredDate}, ${preferredTime}`,
    });
    await notify(tx, consultationRescheduled(updated, current));
    return updated;
  });
}

/**
 * Cancels one customer's upcoming scheduled consultations, with any open payment order for them, for
 * other modules (erasure); answers how many were cancelled. No notification: the customer is going.
 */
export async function cancelUpcomingConsultations(tx: Executor, userId: number, ctx: RequestContext, why: string): Promise<number> {
  const cancelled = await tx
    .update(consultations)
    .set({ status: "cancelled" })
    .where(and(eq(consultations.userId, userId), eq(consultations.status, "scheduled"), gte(consultations.preferredDate, istToday())))
    .returning({ id: consultations.id });
  for (const { id } of cancelled) await expireOpenOrders(tx, "consultation", id, ctx, `consultation #${id} was cancelled: ${why}`, userId);
  return cancelled.length;
}
