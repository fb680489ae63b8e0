// The notifications table(s), for the server and drizzle-kit. What the browser validates with lives in ./notifications.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users-table";

/**
 * In-app messages, written in the same transaction as the event. `eventKey` names the event
 * (kind, the item, and which occurrence of that event for the item): the e-mail queued beside the
 * notification carries the same key, so one event can never leave two of either.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type Notification = typeof notifications.$inferSelect;
