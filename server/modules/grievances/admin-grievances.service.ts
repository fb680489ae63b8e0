import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AdminGrievanceView } from "../../../shared/contracts/grievances";
import { GRIEVANCE_STATUS_LABELS, grievances, users, type AdminGrievancesQuery, type GrievanceUpdate } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import { alreadyInStatus, notFound } from "../../http/errors";
import { refuseOwnReview } from "../../http/four-eyes";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { grievanceUpdated, notify } from "../notifications";
import { toGrievanceView } from "./grievances.service";
import { withFields } from "../../db/row-view";
import { now } from "../../../shared/clock";

// Same expression as the trigram index in migrations/0012_grievances.sql, so the index serves it.
const SEARCH_TEXT = sql`lower(${grievances.reference} || ' ' || ${grievances.subject})`;

/**
 * Staff list: newest complaints first, searched in SQL over reference and subject (trigram index)
 * and over the customer's name and username (the users trigram index); optionally one status only.
 */
export async function listAllGrievances(db: Db, { q, status, page, pageSize }: AdminGrievancesQuery) {
  const p = q ? containsPattern(q) : null;
  const conditions: SQL[] = [];
  if (p) {
    conditions.push(sql`(${SEARCH_TEXT} like ${p} or ${grievances.userId} = any(array(
      select u.id from users u
      where lower(u.full_name || ' ' || u.username || ' ' || u.email || ' ' || u.role) like ${p}
        and (lower(u.full_name) like ${p} or lower(u.username) like ${p}))))`);
  }
  if (status) conditions.push(eq(grievances.status, status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ grievance: grievances, fullName: users.fullName, username: users.username, email: users.email })
      .from(grievances)
      .innerJoin(users, eq(users.id, grievances.userId))
      .where(where)
      .orderBy(desc(grievances.createdAt), desc(grievances.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(grievances)
      .where(where),
  ]);
  const items: AdminGrievanceView[] = rows.map((r) =>
    withFields(toGrievanceView(r.grievance), { customer: { fullName: r.fullName, username: r.username, email: r.email } }),
  );
  return { items, total };
}

/**
 * Moves a complaint to any status and writes or changes the answer the customer reads (resolving
 * needs one; the schema checks). The customer hears of every change, in the same transaction.
 * Staff never answer their own complaint.
 */
export async function updateGrievance(db: Db, id: number, update: GrievanceUpdate, ctx: RequestContext) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(grievances).where(eq(grievances.id, id)).for("update");
    if (!current) throw notFound("Complaint not found");
    refuseOwnReview(current.userId, ctx, "complaint");
    const response = update.response ?? current.response;
    const responseChanged = response !== current.response;
    if (current.status === update.status && !responseChanged) {
      throw alreadyInStatus(
        `Complaint ${current.reference} is already ${GRIEVANCE_STATUS_LABELS[current.status].toLowerCase()}${response ? " with this response" : ""}`,
      );
    }
    const at = now();
    const [updated] = await tx
      .update(grievances)
      .set({
        status: update.status,
        response,
        ...(responseChanged ? { respondedBy: ctx.userId, respondedAt: at } : {}),
        resolvedAt: update.status === "resolved" ? (current.status === "resolved" ? current.resolvedAt : at) : null,
        updatedAt: at,
      })
      .where(eq(grievances.id, id))
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "update_grievance",
      entityType: "grievance",
      entityId: id,
      subjectId: current.userId,
      oldValue: { status: current.status },
      newValue: { status: updated.status },
      personal: {
        oldValue: current.response ? { response: current.response } : null,
        newValue: updated.response ? { response: updated.response } : null,
      },
      description:
        current.status === updated.status
          ? `Complaint ${updated.reference}: response updated`
          : `Complaint ${updated.reference} marked ${GRIEVANCE_STATUS_LABELS[updated.status].toLowerCase()}${responseChanged ? " with a response" : ""}`,
    });
    await notify(tx, grievanceUpdated(updated, current));
    return toGrievanceView(updated);
  });
}
