// The account table(s), for the server and drizzle-kit. What the browser validates with lives in ./account.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users-table";
import { CONSENT_PURPOSES, CONSENT_SOURCES } from "./account";

/**
 * Every consent given or withdrawn, one row per event and never updated or deleted: the latest row
 * per purpose is the current state, the rest is the history the customer (and a regulator) can read.
 */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    /** The version of the privacy notice the customer was shown (shared/catalog/privacy.ts). */
    noticeVersion: text("notice_version").notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consents_user_id_idx").on(t.userId, t.id.desc())],
);
export type Consent = typeof consents.$inferSelect;
