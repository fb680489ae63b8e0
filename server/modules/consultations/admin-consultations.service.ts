import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { consultationStart, type ConsultationSlot } from "../../../shared/catalog/consultations";
import { now, nowMs } from "../../../shared/clock";
import { formatIstDateTime } from "../../../shared/format";
import { consultations, users, type AdminConsultationUpdate, type AdminConsultationsQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import { alreadyInStatus, invalidTransition, notFound } from "../../http/errors";
import { refuseOwnReview } from "../../http/four-eyes";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { consultationBooked, consultationCancelled, consultationCompleted, notify } from "../notifications";
import { expireOpenOrders } from "../payments";
import { getSettings } from "../settings";
import { confirmBooking, meetingRoom } from "./confirmation";
import { withAdviser, withAdvisers } from "./consultation-view";
import { claimSlotPlace } from "./slot-capacity";
import { withFields } from "../../db/row-view";

// Same expression as the trigram index in migrations/0009_consultation_slots.sql, so the index serves it.
const SEARCH_TEXT = sql`lower(${consultations.topic} || ' ' || coalesce(${consultations.name}, '') || ' ' || coalesce(${consultations.email}, '')
  || ' ' || coalesce(${consultations.phone}, '') || ' ' || ${consultations.status})`;

/**
 * Staff list: newest bookings first, searched in SQL over topic, the contact details given at booking
 * and status (trigram index), and over the customer's name and username (the users trigram index,
 * whose matching ids then use the consultations' user_id index); optionally one status only.
 */
export async function listAllConsultations(db: Db, { q, status, page, pageSize }: AdminConsultationsQuery) {
  const p = q ? containsPattern(q) : null;
  const conditions: SQL[] = [];
  if (p) {
    conditions.push(sql`(${SEARCH_TEXT} like ${p} or ${consultations.userId} = any(array(
      select u.id from users u
      where lower(u.full_name || ' ' || u.username || ' ' || u.email || ' ' || u.role) like ${p}
        and (lower(u.full_name) like ${p} or lower(u.username) like ${p}))))`);
  }
  if (status) conditions.push(eq(consultations.status, status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ consultation: consultations, fullName: users.fullName, username: users.username })
      .from(consultations)
      .innerJoin(users, eq(users.id, consultations.userId))
      .where(where)
      .orderBy(desc(consultations.bookedAt), desc(consultations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(consultations)
      .where(where),
  ]);
  const views = await withAdvisers(
    db,
    rows.map((r) => r.consultation),
  );
  const items = views.map((v, i) => withFields(v, { customer: { fullName: rows[i].fullName, username: rows[i].username } }));
  return { items, total };
}

/**
 * Sets any status but the one it has (docs/decisions/api-contract-for-any-client.md), with an optional adviser's summary the customer
 * reads; sending the current status with a summary only edits the summary. "scheduled" confirms a
 * pending booking (as the customer's ₹0 confirmation does); putting a cancelled booking back on the
 * schedule needs a place in its slot, like any booking. A session is marked completed only once it
 * has started.
 */
export async function updateConsultationStatus(db: Db, id: number, update: AdminConsultationUpdate, ctx: RequestContext) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(consultations).where(eq(consultations.id, id)).for("update");
    if (!current) throw notFound("Consultation not found");
    refuseOwnReview(current.userId, ctx, "consultation");
    // The one answer for "already in that status" across modules (docs/decisions/api-contract-for-any-client.md).
    if (current.status === update.status && update.summary === undefined) {
      throw alreadyInStatus(`This consultation is already ${update.status}`);
    }
    if (update.status === "completed" && current.status !== "completed") {
      const start = current.startsAt ?? consultationStart(current.preferredDate, current.preferredTime);
      if (nowMs() < start.getTime())
        throw invalidTransition(`This session starts at ${formatIstDateTime(start)}; it can be marked completed only once it has started`);
    }
    // A summary belongs to a session held, not to its confirmation.
    if (current.status === "pending" && update.status === "scheduled") return confirmBooking(tx, current, ctx, "staff");
    let place: { adviserId: number | null; startsAt: Date } | null = null;
    // A completed booking holds its place too: bringing a cancelled one back in any status needs a place.
    if (current.status === "cancelled" && update.status !== "cancelled" && current.preferredTime) {
      place = await claimSlotPlace(tx, current.userId, current.preferredDate, current.preferredTime as ConsultationSlot, {
        who: "The customer",
        except: current.id,
        keepAdviser: current.adviserId,
        staff: true,
      });
    }
    const summary = update.summary === undefined ? current.summary : update.summary || null;
    const statusChanges = update.status !== current.status;
    const [updated] = await tx
      .update(consultations)
      .set({
        status: update.status,
        summary,
        ...(place ? { adviserId: place.adviserId, startsAt: place.startsAt } : {}),
        // Back on the schedule: confirmed now, with (when online sessions are on) a room.
        ...(current.status === "cancelled" && update.status === "scheduled"
          ? {
              confirmedAt: now(),
              holdUntil: null,
              meetingUrl: current.meetingUrl ?? meetingRoom((await getSettings(tx)).videoMeetingBaseUrl),
            }
          : {}),
        // Calendars hear of a cancellation, or of a booking back on, under the same UID with a higher SEQUENCE.
        ...(statusChanges && (update.status === "cancelled" || current.status === "cancelled")
          ? { calendarSequence: current.calendarSequence + 1 }
          : {}),
        ...(update.status === "cancelled" ? { holdUntil: null } : {}),
      })
      .where(eq(consultations.id, id))
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "update_consultation_status",
      entityType: "consultation",
      entityId: id,
      subjectId: current.userId,
      oldValue: { status: current.status },
      newValue: { status: updated.status },
      personal: {
        oldValue: current.summary ? { summary: current.summary } : null,
        newValue: updated.summary ? { summary: updated.summary } : null,
      },
      description:
        current.status === updated.status
          ? `Consultation #${id} summary updated`
          : `Consultation #${id} (${current.topic}) marked ${updated.status}${updated.summary !== current.summary ? " with a summary" : ""}`,
    });
    const view = await withAdviser(tx, updated);
    if (updated.status === "completed" && (current.status !== "completed" || updated.summary !== current.summary)) {
      await notify(tx, consultationCompleted(view, current.status === "completed"));
    } else if (updated.status === "cancelled" && current.status === "scheduled") {
      await notify(tx, consultationCancelled(view, "staff"));
    } else if (updated.status === "cancelled" && current.status === "pending") {
      await expireOpenOrders(tx, "consultation", id, ctx, `consultation #${id} was cancelled by staff`, current.userId);
    } else if (updated.status === "scheduled" && current.status === "cancelled") {
      await notify(tx, consultationBooked(view));
    }
    return view;
  });
}
