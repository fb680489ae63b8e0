// The users table(s), for the server and drizzle-kit. What the browser validates with lives in ./users.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LOCALES } from "../i18n/locales";
import { ROLES } from "./users";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    password: text("password").notNull(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the customer erased their account: the row stays (loans and payments point at it), anonymised. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** When the address in `email` was proven by a link sent to it; null: nothing but that link is e-mailed there. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** An address the customer asked to change to: it becomes `email` when its link is opened. */
    pendingEmail: text("pending_email"),
    /** Set while the account signs in with a second factor (two_factor_keys). */
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    /**
     * The language the customer reads GharSetu in (shared/i18n/locales.ts): their notices and e-mails are
     * written in it, and signing in sets the page's language cookie from it. Registration takes the one they registered in.
     */
    preferredLanguage: text("preferred_language", { enum: LOCALES }).notNull().default("en"),
  },
  (t) => [
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
    index("users_created_at_idx").on(t.createdAt),
  ],
);
export type User = typeof users.$inferSelect;
