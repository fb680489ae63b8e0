import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** express-session store rows; shared by every app instance. */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    userId: integer("user_id"),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
    /** The device that signed in, for the customer's list of sessions; written once at sign-in. */
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    signedInAt: timestamp("signed_in_at", { withTimezone: true }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_id_idx").on(t.userId)],
);

/** Failed-login counters per username, so a lockout holds across instances and restarts. */
export const loginThrottles = pgTable("login_throttles", {
  usernameKey: text("username_key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Per-client request counters (fixed windows) for the rate limits in server/http/rate-limit.ts. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});
