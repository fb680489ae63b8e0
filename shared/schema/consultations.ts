import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const CONSULTATION_STATUSES = ["scheduled", "completed", "cancelled"] as const;

export const consultations = pgTable(
  "consultations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    preferredDate: date("preferred_date").notNull(),
    // Contact details and time slot collected by the form (decisions.md: sent and stored).
    preferredTime: text("preferred_time"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    status: text("status").notNull().default("scheduled"),
    notes: text("notes"),
    summary: text("summary"),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consultations_user_id_idx").on(t.userId, t.preferredDate),
    index("consultations_status_idx").on(t.status),
    index("consultations_booked_at_idx").on(t.bookedAt.desc().nullsFirst()),
  ],
);
export type Consultation = typeof consultations.$inferSelect;
