import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { users, type Paged, type PagedSearchQuery, type PublicUser, type Role } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import { badRequest, forbidden, invalidTransition, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { roleChanged, notify } from "../notifications";

const publicColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  createdAt: users.createdAt,
  erasedAt: users.erasedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  pendingEmail: users.pendingEmail,
  twoFactorEnabledAt: users.twoFactorEnabledAt,
  preferredLanguage: users.preferredLanguage,
};

/** Paged, case-insensitive substring search over name, username, email and role (trigram-indexed). */
export async function listUsers(db: Db, { q, page, pageSize }: PagedSearchQuery): Promise<Paged<PublicUser>> {
  let where;
  if (q) {
    const p = containsPattern(q);
    // The first condition uses the trigram index; the second keeps matches within one field.
    where = and(
      sql`lower(${users.fullName} || ' ' || ${users.username} || ' ' || ${users.email} || ' ' || ${users.role}) like ${p}`,
      sql`(lower(${users.fullName}) like ${p} or lower(${users.username}) like ${p} or lower(${users.email}) like ${p} or ${users.role} like ${p})`,
    );
  }
  const [items, [{ total }]] = await Promise.all([
    db
      .select(publicColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { items, total };
}

/**
 * Changes another user's role. The caller's and the target's rows are locked together, in id order
 * (so two superadmins acting on each other queue instead of deadlocking), and the caller's own role is
 * checked again under that lock: a superadmin demoted a moment ago can no longer demote anyone, so
 * the last superadmin always remains.
 */
export async function changeRole(db: Db, targetId: number, role: Role, ctx: RequestContext): Promise<PublicUser> {
  if (targetId === ctx.userId) throw badRequest("You cannot change your own role");
  return db.transaction(async (tx) => {
    const locked = await tx
      .select(publicColumns)
      .from(users)
      .where(inArray(users.id, [targetId, ctx.userId ?? -1]))
      .orderBy(asc(users.id))
      // Not FOR UPDATE: the role is no key, and other writers' foreign-key checks on these rows need not wait.
      .for("no key update");
    const caller = locked.find((u) => u.id === ctx.userId);
    if (caller?.role !== "superadmin") throw forbidden("This needs the superadmin role");
    const current = locked.find((u) => u.id === targetId);
    if (!current) throw notFound("User not found");
    if (current.erasedAt) throw invalidTransition("This account was deleted by its owner");
    if (current.role === role) return current;
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, targetId)).returning(publicColumns);
    await writeAudit(tx, ctx, {
      actionType: "update_user_role",
      entityType: "user",
      entityId: targetId,
      oldValue: { role: current.role },
      newValue: { role },
      subjectId: targetId,
      description: `Changed role of user #${targetId} from ${current.role} to ${role}`,
    });
    await notify(tx, roleChanged(updated, current.role, role));
    return updated;
  });
}
