import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { now } from "../../../shared/clock";
import type { ConsultationSlot } from "../../../shared/catalog/consultations";
import { consultations, type Consultation } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { consultationBooked, notify } from "../notifications";
import { expireOpenOrders } from "../payments";
import { getSettings } from "../settings";
import { withAdviser, type BookingView } from "./consultation-view";
import { claimSlotPlace, lockDay } from "./slot-capacity";

/** A room on the video service for one session: its base address and a name nobody can guess. */
export function meetingRoom(baseUrl: string): string | null {
  return baseUrl ? `${baseUrl}GharSetu-${randomBytes(10).toString("hex")}` : null;
}

/**
 * Confirms a pending booking, in the caller's transaction (the ₹0 confirmation's capture, or staff
 * confirming it): it becomes `scheduled`, gets its meeting room, and the customer gets the confirmation
 * with the calendar invite. A hold that ran out first must find its place still free (its adviser kept
 * when still free); otherwise 409, and nothing changes. The caller holds the row's lock.
 */
export async function confirmBooking(
  tx: Executor,
  booking: Consultation,
  ctx: RequestContext,
  by: "customer" | "staff",
): Promise<BookingView> {
  // The day's lock first, then the clock: a booking racing this one sees either the hold or the confirmation.
  if (booking.preferredTime) await lockDay(tx, booking.preferredDate);
  const at = now();
  let { adviserId, startsAt } = booking;
  // A hold that ran out must find its place again; a booking without an adviser gets one now if there are any.
  if (booking.preferredTime && (!booking.holdUntil || booking.holdUntil <= at || adviserId === null)) {
    const place = await claimSlotPlace(tx, booking.userId, booking.preferredDate, booking.preferredTime as ConsultationSlot, {
      who: by === "staff" ? "The customer" : "You",
      except: booking.id,
      keepAdviser: booking.adviserId,
      staff: by === "staff",
    });
    adviserId = place.adviserId;
    startsAt = place.startsAt;
  }
  const { videoMeetingBaseUrl } = await getSettings(tx);
  const [updated] = await tx
    .update(consultations)
    .set({ status: "scheduled", confirmedAt: at, holdUntil: null, adviserId, startsAt, meetingUrl: meetingRoom(videoMeetingBaseUrl) })
    .where(eq(consultations.id, booking.id))
    .returning();
  await writeAudit(tx, ctx, {
    actionType: "confirm_consultation",
    entityType: "consultation",
    entityId: booking.id,
    subjectId: booking.userId,
    oldValue: { status: booking.status },
    newValue: { status: updated.status, adviserId: updated.adviserId, online: updated.meetingUrl !== null },
    description: `Consultation #${booking.id} (${booking.topic}) confirmed by ${by === "staff" ? "staff" : "the customer"}`,
  });
  // Staff confirmed it: a ₹0 order the customer opened is no longer needed, so it is closed here rather
  // than left payable. (The customer's own confirmation is that order's capture.)
  if (by === "staff")
    await expireOpenOrders(tx, "consultation", booking.id, ctx, `consultation #${booking.id} was confirmed by staff`, booking.userId);
  const view = await withAdviser(tx, updated);
  await notify(tx, consultationBooked(view));
  return view;
}
