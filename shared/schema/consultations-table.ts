// The consultations table(s), for the server and drizzle-kit. What the browser validates with lives in ./consultations.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
  },
  (t) => [
    index("consultations_user_id_idx").on(t.userId, t.preferredDate),
    index("consultations_status_idx").on(t.status),
    index("consultations_booked_at_idx").on(t.bookedAt.desc().nullsFirst()),
    // Counts the places taken in one slot (the booking limit); cancelled bookings hold none.
    index("consultations_slot_idx")
      .on(t.preferredDate, t.preferredTime)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);
export type Consultation = typeof consultations.$inferSelect;
