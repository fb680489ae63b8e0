import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { COMPANY } from "../../../shared/catalog/company";
import { grievanceCategoryLabel, MAX_OPEN_GRIEVANCES } from "../../../shared/catalog/grievances";
import type { GrievanceView } from "../../../shared/contracts/grievances";
import {
  grievanceDueDate,
  grievanceReference,
  grievances,
  type Grievance,
  type GrievanceInput,
  type PublicUser,
} from "../../../shared/schema";
import { queryRows, type Db } from "../../db/client";
import { conflict } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { grievanceReceived, notify } from "../notifications";
import { withFields } from "../../db/row-view";
import { istDateOf } from "../../../shared/calendar/ist";
import { now } from "../../../shared/clock";

/** What the customer reads: the complaint, its answer and when it is due; never which staff member answered. */
export function toGrievanceView({ userId: _userId, respondedBy: _respondedBy, ...g }: Grievance): GrievanceView {
  return withFields(g, { dueDate: grievanceDueDate(g.createdAt) });
}

const OPEN: Grievance["status"][] = ["open", "in_progress"];

/**
 * Files a complaint under a reference made from its own id: the id comes from the table's sequence
 * before the insert, so two complaints filed at once can never share a reference (on PGlite or any
 * number of PostgreSQL instances). The year is India's when it is filed, by the app's clock: the same
 * instant is written as `created_at`, from which the answer's due date is counted.
 */
export async function createGrievance(db: Db, user: PublicUser, input: GrievanceInput, ctx: RequestContext): Promise<GrievanceView> {
  return db.transaction(async (tx) => {
    // One customer's complaints queue behind each other, so the cap on open ones holds under concurrent requests.
    await lockLiveAccount(tx, user.id, "update");
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(grievances)
      .where(and(eq(grievances.userId, user.id), inArray(grievances.status, OPEN)));
    if (open >= MAX_OPEN_GRIEVANCES) {
      throw conflict(
        /*i18n*/ {
          id: "grievances.too_many_open",
          message:
            "You already have {max} open complaints. We will answer each within {days} days; you can file another once one is resolved, or add to an open one by writing to our grievance officer.",
          values: { max: MAX_OPEN_GRIEVANCES, days: COMPANY.grievanceOfficer.responseDays },
        },
      );
    }
    const filedAt = now();
    const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('grievances', 'id'))::int as id`);
    const [row] = await tx
      .insert(grievances)
      .values({
        id: next.id,
        reference: grievanceReference(istDateOf(filedAt).slice(0, 4), next.id),
        userId: user.id,
        category: input.category,
        subject: input.subject,
        description: input.description,
        relatedId: input.relatedId ?? null,
        createdAt: filedAt,
      })
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "create_grievance",
      entityType: "grievance",
      entityId: row.id,
      // The complaint's own words stay in its row; the audit trail records what and which.
      newValue: { reference: row.reference, category: row.category, status: row.status },
      personal: { newValue: row.relatedId ? { relatedId: row.relatedId } : null },
      description: `User #${user.id} filed complaint ${row.reference} (${grievanceCategoryLabel(row.category)})`,
    });
    await notify(tx, grievanceReceived(row));
    return toGrievanceView(row);
  });
}

/** The customer's own complaints, newest first. */
export async function listOwnGrievances(db: Db, userId: number, { page, pageSize }: PageRequest) {
  const where = eq(grievances.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(grievances)
      .where(where)
      .orderBy(desc(grievances.createdAt), desc(grievances.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(grievances)
      .where(where),
  ]);
  return { items: rows.map(toGrievanceView), total };
}
