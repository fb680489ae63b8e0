// The account-security tables, for the server and drizzle-kit. What the browser validates with lives in
// ./account-security.ts (zod only, no drizzle).
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ACCOUNT_TOKEN_PURPOSES } from "./account-security";
import { users } from "./users-table";

/**
 * Single-use links (verify an e-mail address, reset a password, report an e-mail change): only the
 * SHA-256 of the random token is kept. A link is good while unused and unexpired; issuing a newer one
 * of the same purpose uses up the older ones.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address the link was sent to (verify_email: the address it verifies; report_email_change: the old one). */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("account_tokens_hash_uq").on(t.tokenHash), index("account_tokens_user_idx").on(t.userId, t.purpose)],
);
export type AccountToken = typeof accountTokens.$inferSelect;

/**
 * An account's authenticator key (sealed with the server's secret) from the moment it is set up; it
 * signs in with it once users.two_factor_enabled_at is set. last_used_step refuses a code used again.
 */
export const twoFactorKeys = pgTable("two_factor_keys", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per enrolment, each kept only as a SHA-256 hash. */
export const recoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);
