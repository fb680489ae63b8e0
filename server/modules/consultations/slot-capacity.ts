import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { CONSULTATION_SLOTS, consultationStart, type ConsultationSlot } from "../../../shared/catalog/consultations";
import { nowMs } from "../../../shared/clock";
import type { SlotAvailability } from "../../../shared/contracts/consultations";
import { advisers, consultations, users } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { conflict } from "../../http/errors";
import { getSettings } from "../settings";

// Advisory-lock namespace for consultation days (the first key of pg_advisory_xact_lock's pair).
const DAY_LOCK_SPACE = 4201;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A booking holds its place (and its adviser) while it is confirmed, completed, or pending with its
 * hold still running (docs/decisions/consultation-advisers-and-reminders.md).
 */
export const holdsAPlace = (at: Date): SQL =>
  or(
    inArray(consultations.status, ["scheduled", "completed"]),
    and(eq(consultations.status, "pending"), sql`${consultations.holdUntil} > ${at.toISOString()}`),
  )!;

/** Takes the day's lock: every booking, move or confirmation of a day waits for the previous one, on every instance. */
export async function lockDay(tx: Executor, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_SPACE}::int, (${date}::date - date '2000-01-01')::int)`);
}

type Held = { id: number; userId: number; adviserId: number | null; startsAt: Date | null };

/** The places held on a day, the advisers who take sessions, and the rules that apply now. */
async function dayPicture(tx: Executor, date: string, at: Date) {
  const [rules, held, team] = await Promise.all([
    getSettings(tx),
    tx
      .select({ id: consultations.id, userId: consultations.userId, adviserId: consultations.adviserId, startsAt: consultations.startsAt })
      .from(consultations)
      .where(and(eq(consultations.preferredDate, date), isNotNull(consultations.preferredTime), holdsAPlace(at))),
    // Active advisers who are still staff (a demoted or erased account takes no new sessions).
    tx
      .select({ userId: advisers.userId })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(and(eq(advisers.active, true), inArray(users.role, ["admin", "superadmin"]), isNull(users.erasedAt)))
      .orderBy(asc(advisers.userId)),
  ]);
  return { rules, held: held as Held[], team: team.map((a) => a.userId) };
}

type Picture = Awaited<ReturnType<typeof dayPicture>>;

/**
 * Who could take a session starting at `start`: active advisers with no held session within an hour
 * plus the buffer of it (so with a buffer nobody has back-to-back sessions), and the places left under
 * 'Bookings per slot'. Without any advisers the team is not counted (bookings wait for staff to assign).
 */
function slotState({ rules, held, team }: Picture, start: Date, except?: number) {
  const others = held.filter((h) => h.id !== except);
  const sameSlot = others.filter((h) => h.startsAt?.getTime() === start.getTime());
  const reach = HOUR_MS + rules.consultationBufferMinutes * 60_000;
  const busy = new Set(
    others
      .filter((h) => h.adviserId !== null && h.startsAt && Math.abs(h.startsAt.getTime() - start.getTime()) < reach)
      .map((h) => h.adviserId),
  );
  const free = team.filter((id) => !busy.has(id));
  // A session held without an adviser (booked before there were any) still needs one of those free.
  const unassigned = sameSlot.filter((h) => h.adviserId === null).length;
  const underLimit = Math.max(0, rules.bookingsPerSlot - sameSlot.length);
  const places = team.length > 0 ? Math.max(0, Math.min(underLimit, free.length - unassigned)) : underLimit;
  const tooSoon = start.getTime() < nowMs() + rules.consultationMinNoticeHours * HOUR_MS;
  return { sameSlot, free, places, remaining: tooSoon ? 0 : places, tooSoon, minNoticeHours: rules.consultationMinNoticeHours };
}

/** Of the free advisers, the one whose last assignment is oldest (round-robin, as booking apps share sessions). */
async function nextAdviser(tx: Executor, free: number[]): Promise<number | null> {
  if (free.length === 0) return null;
  const last = await tx
    .select({ adviserId: consultations.adviserId, at: sql<string>`max(${consultations.bookedAt})` })
    .from(consultations)
    .where(inArray(consultations.adviserId, free))
    .groupBy(consultations.adviserId);
  const lastAt = new Map(last.map((l) => [l.adviserId, new Date(l.at).getTime()]));
  return [...free].sort((a, b) => (lastAt.get(a) ?? -Infinity) - (lastAt.get(b) ?? -Infinity) || a - b)[0];
}

/**
 * Claims a place in a slot for the caller's transaction and answers the adviser it goes to (null when
 * no advisers are set up), or refuses with 409. The day's transaction-scoped advisory lock makes every
 * booking of that day, from any instance, wait for the previous one to commit, so the counts below see
 * them all. `except`: a booking being moved or confirmed again, whose own place does not count; its
 * adviser keeps it when still free. `staff`: staff acting, whom the minimum notice does not bind.
 */
export async function claimSlotPlace(
  tx: Executor,
  userId: number,
  date: string,
  time: ConsultationSlot,
  options: { who?: string; except?: number; keepAdviser?: number | null; staff?: boolean } = {},
): Promise<{ adviserId: number | null; startsAt: Date }> {
  const { who = "You", except, keepAdviser, staff = false } = options;
  await lockDay(tx, date);
  const start = consultationStart(date, time);
  const picture = await dayPicture(tx, date, new Date(nowMs()));
  const state = slotState(picture, start, except);
  if (state.sameSlot.some((b) => b.userId === userId))
    throw conflict(
      // The customer's own words are a message (docs/i18n.md); staff pages are English only.
      who === "You"
        ? /*i18n*/ "You already have a consultation booked at this time"
        : `${who} already has a consultation booked at this time`,
    );
  // Staff arranging a session with the customer are not held to the booking page's notice.
  if (state.tooSoon && !staff)
    throw conflict(
      /*i18n*/ {
        id: "consultations.too_soon",
        message: "Please choose a time at least {hours, plural, one {# hour} other {# hours}} from now",
        values: { hours: state.minNoticeHours },
      },
    );
  if (state.places <= 0) throw conflict(/*i18n*/ "This time slot is fully booked");
  const adviserId = keepAdviser && state.free.includes(keepAdviser) ? keepAdviser : await nextAdviser(tx, state.free);
  return { adviserId, startsAt: start };
}

/** Places left in each slot of a day (a snapshot: a booking still checks under the lock). */
export async function slotAvailability(db: Executor, date: string): Promise<SlotAvailability> {
  const picture = await dayPicture(db, date, new Date(nowMs()));
  return {
    date,
    bookingsPerSlot: picture.rules.bookingsPerSlot,
    slots: CONSULTATION_SLOTS.map((time) => {
      const { remaining, tooSoon } = slotState(picture, consultationStart(date, time));
      return { time, remaining, tooSoon };
    }),
  };
}
