import { z } from "zod";
import { LOGIN_ATTEMPT_OPTIONS, PASSWORD_POLICIES, SESSION_TIMEOUT_OPTIONS } from "./settings";
import { idNumber, inWholePaise, numberField } from "./numbers";
import { plainText } from "./text";
import { ROLES } from "./users";
import { groupIndian } from "../format";

const searchText = plainText().trim().max(100, "Search text cannot exceed 100 characters").optional().default("");

/** Most consultations one time slot may take (the 'Bookings per slot' setting). */
export const MAX_BOOKINGS_PER_SLOT = 50;

/** Largest page a staff list serves; also the default, so a spec client that asks for no page gets a generous first one. */
export const MAX_PAGE_SIZE = 100;
/** Deepest page a staff list serves (an offset beyond this is a scan, not a use). */
export const MAX_PAGE = 100_000;

const wholeNumber = (label: string, min: number, max: number, fallback: number, minMessage = `${label} must be at least ${min}`) =>
  numberField(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, minMessage)
      .max(max, `${label} cannot exceed ${groupIndian(max)}`),
  ).default(fallback);

/** ?page=&pageSize= for paged lists (page from 1; decimal digits only). */
export const pageQuery = z.object({
  page: wholeNumber("page", 1, MAX_PAGE, 1, "page starts at 1"),
  pageSize: wholeNumber("pageSize", 1, MAX_PAGE_SIZE, MAX_PAGE_SIZE),
});

/** ?q=&page=&pageSize= for the staff lists. */
export const pagedSearchQuery = pageQuery.extend({ q: searchText });
export type PagedSearchQuery = z.infer<typeof pagedSearchQuery>;
/** A page of a list as our client reads it: the body array, and the total from X-Total-Count. */
export type Paged<T> = { items: T[]; total: number };

export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { error: "Role must be user, admin or superadmin" }),
});

export const auditLogsQuery = z.object({
  q: searchText,
  limit: wholeNumber("limit", 1, 500, 100),
  offset: wholeNumber("offset", 0, MAX_PAGE * MAX_PAGE_SIZE, 0, "offset cannot be negative"),
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

/** A percent limit with at most `decimals` decimals (as its column holds it). */
const percentLimit = (label: string, min: number, max: number, decimals: 1 | 2) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}%`)
    .max(max, `${label} cannot exceed ${max}%`)
    .refine(
      (v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-9,
      `${label} can have at most ${decimals === 1 ? "one decimal place" : "two decimal places"}`,
    );

/** The highest GST rate (28%) and the longest cooling-off period the settings take. */
export const MAX_FEE_GST_PERCENT = 28;
export const MAX_COOLING_OFF_DAYS = 30;

/** Most a balance transfer's legal and valuation charges may be set to, in rupees. */
export const MAX_BT_LEGAL_CHARGES = 100_000;

/** A whole number setting within limits, its messages naming the setting and its unit. */
const countSetting = (label: string, unit: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of ${unit}`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} cannot exceed ${max} ${unit}`);

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
    bookingsPerSlot: z
      .number({ error: "Bookings per slot must be a number" })
      .int("Bookings per slot must be a whole number")
      .min(1, "Bookings per slot must be at least 1")
      .max(MAX_BOOKINGS_PER_SLOT, `Bookings per slot cannot exceed ${MAX_BOOKINGS_PER_SLOT}`),
    // Lending rules (docs/decisions/underwriting-rules.md).
    maxFoirPercent: percentLimit("Maximum FOIR", 30, 70, 1),
    lapLtvPercent: percentLimit("LAP loan-to-value cap", 40, 75, 1),
    modtStampDutyPercent: percentLimit("MODT stamp duty", 0, 2, 2),
    // Rupees here, as the API shows it; held in paise (settings.service.ts converts).
    btLegalCharges: z
      .number({ error: "BT legal charges must be a number" })
      .min(0, "BT legal charges cannot be negative")
      .max(MAX_BT_LEGAL_CHARGES, `BT legal charges cannot exceed ₹${groupIndian(MAX_BT_LEGAL_CHARGES)}`)
      .refine(inWholePaise, "BT legal charges can have at most two decimals (paise)"),
    makerCheckerSanction: z.boolean({ error: "makerCheckerSanction must be true or false" }),
    makerCheckerRejection: z.boolean({ error: "makerCheckerRejection must be true or false" }),
    // The papers (docs/decisions/papers-as-pdf.md).
    feeGstPercent: percentLimit("GST on fees", 0, MAX_FEE_GST_PERCENT, 2),
    sipMaxSkipsInRow: z
      .number({ error: "SIP skips in a row must be a number" })
      .int("SIP skips in a row must be a whole number")
      .min(1, "SIP skips in a row must be at least 1")
      .max(6, "SIP skips in a row cannot exceed 6"),
    coolingOffDays: z
      .number({ error: "Cooling-off period must be a number" })
      .int("Cooling-off period must be a whole number of days")
      .min(1, "Cooling-off period must be at least 1 day")
      .max(MAX_COOLING_OFF_DAYS, `Cooling-off period cannot exceed ${MAX_COOLING_OFF_DAYS} days`),
    processingFeeRefundable: z.boolean({ error: "processingFeeRefundable must be true or false" }),
    // Consultations (docs/decisions/consultation-advisers-and-reminders.md).
    consultationHoldMinutes: countSetting("Booking hold", "minutes", 5, 60),
    consultationMinNoticeHours: countSetting("Minimum notice", "hours", 0, 72),
    consultationBufferMinutes: countSetting("Buffer between sessions", "minutes", 0, 60),
    videoMeetingBaseUrl: z
      .string({ error: "Video service address must be text" })
      .trim()
      .max(200, "Video service address cannot exceed 200 characters")
      .refine((v) => v === "" || /^https:\/\/[a-z0-9.-]+(:\d+)?(\/[\w.~-]*)*\/$/i.test(v), {
        message: "Video service address must be an https address ending in / (e.g. https://meet.jit.si/), or empty",
      }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Send at least one setting to change");
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
