import { and, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { CONSULTATION_SLOTS, type ConsultationSlot } from "../../../shared/catalog/consultations";
import type { SlotAvailability } from "../../../shared/contracts/consultations";
import { consultations } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { conflict } from "../../http/errors";
import { getSettings } from "../settings";

// Advisory-lock namespace for consultation slots (the first key of pg_advisory_xact_lock's pair).
const SLOT_LOCK_SPACE = 4201;

const holdsAPlace = ne(consultations.status, "cancelled");

/**
 * Claims a place in a slot for the caller's transaction, or refuses with 409. The transaction-scoped
 * advisory lock on (date, slot) makes every booking of that slot, from any app instance, wait for the
 * previous one to commit, so the count below always sees them all: never more than 'Bookings per
 * slot' places are taken. The lock is released when the caller's transaction ends.
 */
export async function claimSlotPlace(tx: Executor, userId: number, date: string, time: ConsultationSlot, who = "You"): Promise<void> {
  const slotIndex = CONSULTATION_SLOTS.indexOf(time);
  // One key per (day, slot): days since 2000 times the number of slots, plus the slot's position.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}::int, ((${date}::date - date '2000-01-01') * ${CONSULTATION_SLOTS.length} + ${slotIndex})::int)`,
  );
  const { bookingsPerSlot } = await getSettings(tx);
  const taken = await tx
    .select({ userId: consultations.userId })
    .from(consultations)
    .where(and(eq(consultations.preferredDate, date), eq(consultations.preferredTime, time), holdsAPlace));
  if (taken.some((b) => b.userId === userId))
    throw conflict(
      // The customer's own words are a message (docs/i18n.md); staff pages are English only.
      who === "You"
        ? /*i18n*/ "You already have a consultation booked at this time"
        : `${who} already has a consultation booked at this time`,
    );
  if (taken.length >= bookingsPerSlot) throw conflict(/*i18n*/ "This time slot is fully booked");
}

/** Places left in each slot of a day (a snapshot: a booking still checks under the lock). */
export async function slotAvailability(db: Executor, date: string): Promise<SlotAvailability> {
  const [{ bookingsPerSlot }, rows] = await Promise.all([
    getSettings(db),
    db
      .select({ time: consultations.preferredTime, taken: count() })
      .from(consultations)
      .where(and(eq(consultations.preferredDate, date), isNotNull(consultations.preferredTime), holdsAPlace))
      .groupBy(consultations.preferredTime),
  ]);
  const taken = new Map(rows.map((r) => [r.time, r.taken]));
  return {
    date,
    bookingsPerSlot,
    slots: CONSULTATION_SLOTS.map((time) => ({ time, remaining: Math.max(0, bookingsPerSlot - (taken.get(time) ?? 0)) })),
  };
}
