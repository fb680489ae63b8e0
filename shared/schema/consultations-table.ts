// The consultations table(s), for the server and drizzle-kit. What the browser validates with lives in ./consultations.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { CONSULTATION_STATUSES } from "./consultations";
import { users } from "./users-table";

export const consultations = pgTable(
  "consultations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    preferredDate: date("preferred_date").notNull(),
    // Contact details and time slot collected by the form, sent and stored (docs/decisions/consultation-bookings.md).
    preferredTime: text("preferred_time"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    status: text("status", { enum: CONSULTATION_STATUSES }).notNull().default("scheduled"),
    notes: text("notes"),
    summary: text("summary"),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull().defaultNow(),
    // Advisers, holds, meeting links and reminders (docs/decisions/consultation-advisers-and-reminders.md).
    /** When the session starts (its day and slot in IST); null for a booking without a slot. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Until when a pending booking (not yet confirmed) holds its place; null once confirmed. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    adviserId: integer("adviser_id").references(() => users.id, { onDelete: "set null" }),
    /** The online session's room (the video service's base address and a random room name); null: the adviser calls. */
    meetingUrl: text("meeting_url"),
    /** The calendar invite's SEQUENCE: every update of the same UID (a move, a cancellation) raises it. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    reminded24hAt: timestamp("reminded_24h_at", { withTimezone: true }),
    reminded1hAt: timestamp("reminded_1h_at", { withTimezone: true }),
  },
  (t) => [
    index("consultations_user_id_idx").on(t.userId, t.preferredDate),
    index("consultations_status_idx").on(t.status),
    index("consultations_booked_at_idx").on(t.bookedAt.desc().nullsFirst()),
    // The job runner's reminders and expiring holds look for confirmed sessions by start, and pending ones.
    index("consultations_starts_at_idx")
      .on(t.startsAt)
      .where(sql`${t.status} in ('pending', 'scheduled')`),
    // Counts the places taken in one slot (the booking limit); cancelled bookings hold none.
    index("consultations_slot_idx")
      .on(t.preferredDate, t.preferredTime)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);
export type Consultation = typeof consultations.$inferSelect;

/** Staff accounts that take consultations: the name customers see and the languages they speak. */
export const advisers = pgTable("advisers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  /** Languages the adviser speaks, by catalogue code (ADVISER_LANGUAGES). */
  languages: text("languages").array().notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Adviser = typeof advisers.$inferSelect;
