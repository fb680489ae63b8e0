import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { z } from "zod";
import { users } from "./users";

/** Every event a customer hears about, by e-mail and in the app. */
export const NOTIFICATION_KINDS = [
  "consultation_booked",
  "consultation_rescheduled",
  "consultation_cancelled",
  "consultation_completed",
  "loan_submitted",
  "loan_approved",
  "loan_rejected",
  "payment_receipt",
  "sip_started",
  "sip_paused",
  "sip_resumed",
  "kyc_verified",
  "kyc_rejected",
  "role_changed",
  "password_changed",
  "grievance_received",
  "grievance_updated",
  "email_changed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * In-app messages, written in the same transaction as the event. `eventKey` names the event
 * (kind, the item, and which occurrence of that event for the item): the e-mail queued beside the
 * notification carries the same key, so one event can never leave two of either.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where in the app the item lives, e.g. /dashboard?tab=loans. */
    link: text("link").notNull(),
    eventKey: text("event_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_event_key_uq").on(t.eventKey),
    index("notifications_user_id_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
export type Notification = typeof notifications.$inferSelect;

/** One notification as GET /api/notifications lists it. */
export type NotificationItem = Pick<Notification, "id" | "kind" | "title" | "body" | "link" | "createdAt" | "readAt">;
export type NotificationsPage = { items: NotificationItem[]; unread: number };

/** PATCH /api/notifications/{id}: the only change a customer makes is marking one read. */
export const notificationReadSchema = z.object({ read: z.literal(true, { error: "read must be true" }) }).strict();
