// The outbox table(s), for the server and drizzle-kit. What the browser validates with lives in ./outbox.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users-table";

/**
 * Messages to deliver outside the database (loan spreadsheet web hook, e-mail). Written in the same
 * transaction as the change they describe; delivered by a worker with retries and backoff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").notNull(),
    /** The customer a message is to or about; erasing them deletes it, found by this id and never by an address. */
    userId: integer("user_id").references(() => users.id),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Set afresh by every claim and never reset, so a worker whose claim was lost can never touch the next one's. */
    claimToken: uuid("claim_token"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The event a message belongs to (e-mails: the notification's event key); one message per event. */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`delivered_at is null`),
    uniqueIndex("outbox_dedupe_key_uq").on(t.dedupeKey),
    index("outbox_user_id_idx").on(t.userId),
  ],
);
