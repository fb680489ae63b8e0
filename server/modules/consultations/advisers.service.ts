import { asc, eq, inArray, isNull, and } from "drizzle-orm";
import { advisers, users, type AdviserSettings } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";

const STAFF = ["admin", "superadmin"] as const;

async function staffRows(db: Executor, userId?: number) {
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      username: users.username,
      role: users.role,
      displayName: advisers.displayName,
      languages: advisers.languages,
      active: advisers.active,
    })
    .from(users)
    .leftJoin(advisers, eq(advisers.userId, users.id))
    .where(and(inArray(users.role, [...STAFF]), isNull(users.erasedAt), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map(({ displayName, languages, active, ...user }) => ({
    ...user,
    adviser: displayName === null ? null : { displayName, languages: languages ?? [], active: active ?? false },
  }));
}

/** Every member of staff and whether they take consultations (docs/decisions/consultation-advisers-and-reminders.md). */
export const listAdvisers = (db: Db) => staffRows(db);

/**
 * Makes a member of staff an adviser (the name customers see, the languages they speak) or changes
 * that; `active: false` stops new sessions going to them (their booked ones stay theirs). Audited.
 */
export async function setAdviser(db: Db, userId: number, input: AdviserSettings, ctx: RequestContext) {
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ id: users.id, role: users.role, erasedAt: users.erasedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!staff || staff.erasedAt) throw notFound("User not found");
    if (!(STAFF as readonly string[]).includes(staff.role)) throw badRequest("Only staff accounts can be advisers");
    const [before] = await tx.select().from(advisers).where(eq(advisers.userId, userId));
    await tx
      .insert(advisers)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: advisers.userId, set: input });
    await writeAudit(tx, ctx, {
      actionType: before ? "update_adviser" : "add_adviser",
      entityType: "user",
      entityId: userId,
      oldValue: before ? { displayName: before.displayName, languages: before.languages, active: before.active } : null,
      newValue: { displayName: input.displayName, languages: input.languages, active: input.active },
      description: before
        ? `Adviser settings of user #${userId} changed${before.active !== input.active ? (input.active ? " (taking sessions again)" : " (no new sessions)") : ""}`
        : `User #${userId} made a consultation adviser`,
    });
    return (await staffRows(tx, userId))[0];
  });
}
