import { and, desc, eq, sql } from "drizzle-orm";
import { users, type Paged, type PagedSearchQuery, type PublicUser, type Role } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import { badRequest, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit/audit.service";

const publicColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  createdAt: users.createdAt,
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
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { items, total };
}

export async function changeRole(db: Db, targetId: number, role: Role, ctx: RequestContext): Promise<PublicUser> {
  if (targetId === ctx.userId) throw badRequest("You cannot change your own role");
  return db.transaction(async (tx) => {
    const [current] = await tx.select(publicColumns).from(users).where(eq(users.id, targetId)).for("update");
    if (!current) throw notFound("User not found");
    if (current.role === role) return current;
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, targetId)).returning(publicColumns);
    await writeAudit(tx, ctx, {
      actionType: "update_user_role",
      entityType: "user",
      entityId: targetId,
      oldValue: { role: current.role },
      newValue: { role },
      description: `Changed role of ${current.username} from ${current.role} to ${role}`,
    });
    return updated;
  });
}
