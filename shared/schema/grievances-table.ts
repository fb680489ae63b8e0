// The grievances table(s), for the server and drizzle-kit. What the browser validates with lives in ./grievances.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users-table";
import { GRIEVANCE_STATUSES } from "./grievances";

/** A complaint to the grievance redressal officer, and the officer's answer. */
export const grievances = pgTable(
  "grievances",
  {
    id: serial("id").primaryKey(),
    /** GS-<IST year of filing>-<id, six digits or more>: unique because the id is. */
    reference: text("reference").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    /** The customer's own words for the item concerned (an application number, a payment id); not checked. */
    relatedId: text("related_id"),
    status: text("status", { enum: GRIEVANCE_STATUSES }).notNull().default("open"),
    /** The staff's answer, which the customer reads. */
    response: text("response"),
    respondedBy: integer("responded_by").references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("grievances_reference_uq").on(t.reference),
    index("grievances_user_id_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("grievances_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("grievances_status_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
export type Grievance = typeof grievances.$inferSelect;
