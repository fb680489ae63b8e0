import { and, asc, eq, gte, inArray, ne, sql } from "drizzle-orm";
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
import { consultationCancelled, consultationRescheduled, notify } from "../notifications";
import { expireOpenOrders } from "../payments";
import { getSettings } from "../settings";
import { withAdviser, withAdvisers } from "./consultation-view";
import { claimSlotPlace, holdsAPlace } from "./slot-capacity";
import { now, nowMs } from "../../../shared/clock";

const slotOrder = (c: Consultation) => slotStartHour(c.preferredTime) ?? 0;

/** The customer's own bookings, soonest first (by date, then slot). */
export async function listOwnConsultations(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(consultations)
    .where(eq(consultations.userId, userId))
    .orderBy(asc(consultations.preferredDate), asc(consultations.id));
  return withAdvisers(
    db,
    rows.sort((a, b) => a.preferredDate.localeCompare(b.preferredDate) || slotOrder(a) - slotOrder(b)),
  );
}

/** Bookings that still count against a customer's open bookings: confirmed ones, and pending ones still held. */
const openBooking = (at: Date) =>
  and(
    // Holding a place, less the sessions already done.
    holdsAPlace(at),
    ne(consultations.status, "completed"),
    gte(consultations.preferredDate, istToday()),
  );

/**
 * Books a consultation for the session user: `pending` until confirmed (the ₹0 confirmation step, or
 * staff), its place and adviser held for the hold setting's minutes (docs/decisions/consultation-advisers-and-reminders.md).
 * With a slot, the place is claimed under the day's lock in the same transaction as the insert. Without
 * one (a client that sends only topic, date and notes) the contact details come from the profile and no
 * place is taken.
 */
export async function createConsultation(db: Db, user: PublicUser, input: ConsultationRequest, ctx: RequestContext) {
  return db.transaction(async (tx) => {
    // One customer's bookings queue behind each other, so the cap on open bookings holds under concurrent requests.
    const account = await lockLiveAccount(tx, user.id, "update");
    const at = now();
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(consultations)
      .where(and(eq(consultations.userId, user.id), openBooking(at)));
    if (open >= MAX_OPEN_BOOKINGS) {
      throw conflict(
        /*i18n*/ {
          id: "consultations.too_many_open",
          message: "You already have {count} consultations booked. Cancel or attend one before booking another.",
          values: { count: MAX_OPEN_BOOKINGS },
        },
      );
    }
    const place = input.preferredTime ? await claimSlotPlace(tx, user.id, input.preferredDate, input.preferredTime) : null;
    const { consultationHoldMinutes } = await getSettings(tx);
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
        status: "pending",
        startsAt: place?.startsAt ?? null,
        adviserId: place?.adviserId ?? null,
        holdUntil: new Date(at.getTime() + consultationHoldMinutes * 60_000),
        bookedAt: at,
      })
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "create_consultation",
      entityType: "consultation",
      entityId: row.id,
      newValue: {
        topic: row.topic,
        preferredDate: row.preferredDate,
        preferredTime: row.preferredTime,
        status: row.status,
        adviserId: row.adviserId,
        holdUntil: row.holdUntil?.toISOString(),
      },
      description: `User #${user.id} booked a consultation (${row.topic}) for ${row.preferredDate}${row.preferredTime ? `, ${row.preferredTime}` : ""}, held until confirmed`,
    });
    return withAdviser(tx, row);
  });
}

/** Why a booking that is no longer scheduled cannot change: one whole sentence for each (docs/i18n.md). */
const NO_LONGER: Record<string, Partial<Record<"cancelled" | "rescheduled", string>> | undefined> = {
  pending: {
    rescheduled: /*i18n*/ "This consultation is not confirmed yet. Confirm it first, or cancel it and book another time",
  },
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
 * A confirmed booking may be moved or cancelled until 24 hours before its slot starts; one not yet
 * confirmed may only be cancelled (it lets its hold go). Another customer's booking is "not found".
 * Calendars hear of each change under the same invite UID with a higher SEQUENCE.
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
    const changeable = current.status === "scheduled" || (current.status === "pending" && verb === "cancelled");
    if (!changeable)
      throw invalidTransition(
        NO_LONGER[current.status]?.[verb] ?? `This consultation is ${current.status}, so it can no longer be ${verb}`,
      );
    if (current.status === "scheduled" && nowMs() > changeDeadline(current.preferredDate, current.preferredTime).getTime()) {
      throw conflict({ ...TOO_LATE[verb], values: { hours: CHANGE_WINDOW_HOURS } });
    }

    if (change.status === "cancelled") {
      const [updated] = await tx
        .update(consultations)
        .set({ status: "cancelled", holdUntil: null, calendarSequence: current.calendarSequence + 1 })
        .where(eq(consultations.id, id))
        .returning();
      await writeAudit(tx, ctx, {
        actionType: "cancel_consultation",
        entityType: "consultation",
        entityId: id,
        oldValue: { status: current.status },
        newValue: { status: updated.status },
        description: `Consultation #${id} (${current.topic}) on ${current.preferredDate} cancelled by the customer`,
      });
      await expireOpenOrders(tx, "consultation", id, ctx, `consultation #${id} was cancelled by the customer`, userId);
      // A booking never confirmed was never announced: letting its hold go needs no notice.
      const view = await withAdviser(tx, updated);
      if (current.status === "scheduled") await notify(tx, consultationCancelled(view, "customer"));
      return view;
    }

    const preferredDate = change.preferredDate!;
    const preferredTime = change.preferredTime!;
    if (preferredDate === current.preferredDate && preferredTime === current.preferredTime) {
      throw badRequest(/*i18n*/ "Your consultation is already booked for this date and time");
    }
    // The adviser stays with the customer when free at the new time.
    const place = await claimSlotPlace(tx, userId, preferredDate, preferredTime, { except: id, keepAdviser: current.adviserId });
    const [updated] = await tx
      .update(consultations)
      .set({
        preferredDate,
        preferredTime,
        startsAt: place.startsAt,
        adviserId: place.adviserId,
        calendarSequence: current.calendarSequence + 1,
        // The new time gets its own reminders.
        reminded24hAt: null,
        reminded1hAt: null,
      })
      .where(eq(consultations.id, id))
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "reschedule_consultation",
      entityType: "consultation",
      entityId: id,
      oldValue: { preferredDate: current.preferredDate, preferredTime: current.preferredTime, adviserId: current.adviserId },
      newValue: { preferredDate, preferredTime, adviserId: updated.adviserId },
      description: `Consultation #${id} (${current.topic}) moved to ${preferredDate}, ${preferredTime}`,
    });
    const view = await withAdviser(tx, updated);
    await notify(tx, consultationRescheduled(view, current));
    return view;
  });
}

/**
 * Cancels one customer's upcoming scheduled consultations, with any open payment order for them, for
 * other modules (erasure); answers how many were cancelled. No notification: the customer is going.
 */
export async function cancelUpcomingConsultations(tx: Executor, userId: number, ctx: RequestContext, why: string): Promise<number> {
  const cancelled = await tx
    .update(consultations)
    .set({ status: "cancelled", holdUntil: null })
    .where(
      and(
        eq(consultations.userId, userId),
        inArray(consultations.status, ["pending", "scheduled"]),
        gte(consultations.preferredDate, istToday()),
      ),
    )
    .returning({ id: consultations.id });
  for (const { id } of cancelled) await expireOpenOrders(tx, "consultation", id, ctx, `consultation #${id} was cancelled: ${why}`, userId);
  return cancelled.length;
}
