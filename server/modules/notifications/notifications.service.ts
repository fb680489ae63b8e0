import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { NotificationView, NotificationsPageView, ReadAllNotificationsView } from "../../../shared/contracts/notifications";
import { notifications } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { now } from "../../../shared/clock";

const itemColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** One page of the customer's own notifications, newest first, with how many they have not read. */
export async function listOwnNotifications(
  db: Db,
  userId: number,
  { page, pageSize }: PageRequest,
): Promise<NotificationsPageView & { total: number }> {
  const [items, [counts]] = await Promise.all([
    db
      .select(itemColumns)
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { items, unread: counts.unread, total: counts.total };
}

/** Marks one of the customer's notifications read (again is harmless); someone else's is "not found". */
export async function markNotificationRead(db: Db, userId: number, id: number, ctx: RequestContext): Promise<NotificationView> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(itemColumns)
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .for("update");
    if (!current) throw notFound("Notification not found");
    if (current.readAt) return current;
    const [row] = await tx.update(notifications).set({ readAt: now() }).where(eq(notifications.id, id)).returning(itemColumns);
    await writeAudit(tx, ctx, {
      actionType: "read_notification",
      entityType: "notification",
      entityId: id,
      oldValue: { readAt: null },
      newValue: { readAt: row.readAt },
      description: `Notification #${id} (${row.kind}) marked read`,
    });
    return row;
  });
}

/** Marks every unread notification of the customer read. */
export async function markAllNotificationsRead(db: Db, userId: number, ctx: RequestContext): Promise<ReadAllNotificationsView> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) {
      await writeAudit(tx, ctx, {
        actionType: "read_all_notifications",
        entityType: "notification",
        newValue: { count: rows.length },
        description: `${rows.length} notification${rows.length === 1 ? "" : "s"} marked read`,
      });
    }
    return { updated: rows.length, unread: 0 };
  });
}
