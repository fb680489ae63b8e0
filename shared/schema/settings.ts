import { z } from "zod";
import { DEFAULT_BOOKINGS_PER_SLOT } from "../catalog/consultations";

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
