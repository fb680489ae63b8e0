import { sql } from "drizzle-orm";
import { boolean, check, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { z } from "zod";
import { DEFAULT_BOOKINGS_PER_SLOT } from "../catalog/consultations";
import { users } from "./users";

export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120] as const;
export const PASSWORD_POLICIES = ["basic", "medium", "strong"] as const;
export const LOGIN_ATTEMPT_OPTIONS = [3, 5, 10] as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];

export const DEFAULT_SETTINGS = {
  homeLoanRate: 8.5,
  lapRate: 9.5,
  btTopupRate: 8,
  allowNewRegistrations: true,
  automaticKyc: false,
  maintenanceMode: false,
  sessionTimeoutMinutes: 30,
  passwordPolicy: "strong" as PasswordPolicy,
  loginAttempts: 5,
  bookingsPerSlot: DEFAULT_BOOKINGS_PER_SLOT,
};

/** One row (id = 1) of system settings edited by the superadmin. */
export const settings = pgTable(
  "settings",
  {
    id: integer("id").primaryKey().default(1),
    homeLoanRate: numeric("home_loan_rate", { precision: 4, scale: 1, mode: "number" }).notNull().default(DEFAULT_SETTINGS.homeLoanRate),
    lapRate: numeric("lap_rate", { precision: 4, scale: 1, mode: "number" }).notNull().default(DEFAULT_SETTINGS.lapRate),
    btTopupRate: numeric("bt_topup_rate", { precision: 4, scale: 1, mode: "number" }).notNull().default(DEFAULT_SETTINGS.btTopupRate),
    allowNewRegistrations: boolean("allow_new_registrations").notNull().default(true),
    automaticKyc: boolean("automatic_kyc").notNull().default(false),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    sessionTimeoutMinutes: integer("session_timeout_minutes").notNull().default(30),
    passwordPolicy: text("password_policy", { enum: PASSWORD_POLICIES }).notNull().default("strong"),
    loginAttempts: integer("login_attempts").notNull().default(5),
    bookingsPerSlot: integer("bookings_per_slot").notNull().default(DEFAULT_BOOKINGS_PER_SLOT),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("settings_single_row", sql`${t.id} = 1`)],
);

export type Settings = typeof DEFAULT_SETTINGS;

export const publicSettingsSchema = z.object({
  homeLoanRate: z.number(),
  lapRate: z.number(),
  btTopupRate: z.number(),
  allowNewRegistrations: z.boolean(),
  maintenanceMode: z.boolean(),
  passwordPolicy: z.enum(PASSWORD_POLICIES),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
