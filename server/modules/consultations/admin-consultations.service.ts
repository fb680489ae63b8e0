import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ConsultationSlot } from "../../../shared/catalog/consultations";
import { consultations, users, type AdminConsultationUpdate, type AdminConsultationsQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import { alreadyInStatus, notFound } from "../../http/errors";
import { refuseOwnReview } from "../../http/four-eyes";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { consultationBooked, consultationCancelled, consultationCompleted, notify } from "../notifications";
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
  const items = rows.map((r) => withFields(r.consultation, { customer: { fullName: r.fullName, username: r.username } }));
  return { items, total };
}

/**
 * Sets any status but the one it has (docs/decisions/api-contract-for-any-client.md), with an optional adviser's summary the customer
 * reads; sending the current status with a summary only edits the summary. Putting a cancelled booking
 * back on the schedule needs a place in its slot, like any booking.
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
    // A completed booking holds its place too: bringing a cancelled one back in any status needs a place.
    if (current.status === "cancelled" && update.status !== "cancelled" && current.preferredTime) {
      await claimSlotPlace(tx, current.userId, current.preferredDate, current.preferredTime as ConsultationSlot, "The customer");
    }
    const summary = update.summary === undefined ? current.summary : update.summary || null;
    const [updated] = await tx.update(consultations).set({ status: update.status, summary }).where(eq(consultations.id, id)).returning();
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
    if (updated.status === "completed" && (current.status !== "completed" || updated.summary !== current.summary)) {
      await notify(tx, consultationCompleted(updated, current.status === "completed"));
    } else if (updated.status === "cancelled" && current.status !== "cancelled") {
      await notify(tx, consultationCancelled(updated, "staff"));
    } else if (updated.status === "scheduled" && current.status === "cancelled") {
      await notify(tx, consultationBooked(updated));
    }
    return updated;
  });
}
