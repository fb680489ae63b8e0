import { z } from "zod";
import { LOGIN_ATTEMPT_OPTIONS, PASSWORD_POLICIES, SESSION_TIMEOUT_OPTIONS } from "./settings";
import { idNumber } from "./numbers";
import { ROLES } from "./users";

const searchText = z.string().trim().max(100, "Search text cannot exceed 100 characters").optional().default("");

/** ?q=&page=&pageSize= for the staff lists (page from 1). */
export const pagedSearchQuery = z.object({
  q: searchText,
  page: z.coerce.number({ error: "page must be a number" }).int("page must be a whole number").min(1, "page starts at 1").default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(100, "pageSize cannot exceed 100")
    .default(20),
});
export type PagedSearchQuery = z.infer<typeof pagedSearchQuery>;
export type Paged<T> = { items: T[]; total: number };

export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { error: "Role must be user, admin or superadmin" }),
});

export const auditLogsQuery = z.object({
  q: searchText,
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be at least 1").max(500, "limit cannot exceed 500").default(100),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0, "offset cannot be negative").default(0),
});

export const idParam = z.object({ id: idNumber("id") });

const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(5, `${label} must be at least 5%`)
    .max(20, `${label} cannot exceed 20%`)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, `${label} can have at most one decimal place`);

const oneOf = <T extends readonly number[]>(options: T, label: string) =>
  z
    .number({ error: `${label} must be one of ${options.join(", ")}` })
    .refine((v) => (options as readonly number[]).includes(v), `${label} must be one of ${options.join(", ")}`);

/** PATCH /api/admin/settings: any non-empty subset; unknown keys are refused. */
export const settingsPatchSchema = z
  .object({
    homeLoanRate: rate("Home loan rate"),
    lapRate: rate("LAP rate"),
    btTopupRate: rate("BT top-up rate"),
    allowNewRegistrations: z.boolean({ error: "allowNewRegistrations must be true or false" }),
    automaticKyc: z.boolean({ error: "automaticKyc must be true or false" }),
    maintenanceMode: z.boolean({ error: "maintenanceMode must be true or false" }),
    sessionTimeoutMinutes: oneOf(SESSION_TIMEOUT_OPTIONS, "Session timeout"),
    passwordPolicy: z.enum(PASSWORD_POLICIES, { error: "Password policy must be basic, medium or strong" }),
    loginAttempts: oneOf(LOGIN_ATTEMPT_OPTIONS, "Login attempts"),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Send at least one setting to change");
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export type AdminAnalytics = {
  totalUsers: number;
  loanStats: { total: number; pending: number; approved: number; rejected: number };
  consultations: { total: number; scheduled: number; completed: number };
  sipInvestments: { total: number; active: number };
  auditLogs: { total: number };
  newUsers: { last7Days: number; previous7Days: number; trendPercent: number | null };
  loansByMonth: { month: string; HomeLoan: number; LAP: number; BTTopUp: number }[];
  latestConsultations: { id: number; topic: string; preferredDate: string; status: string; name: string | null; fullName: string }[];
};
