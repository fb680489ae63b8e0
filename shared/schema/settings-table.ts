// The settings table(s), for the server and drizzle-kit. What the browser validates with lives in ./settings.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Paise } from "../finance/money";
import { DEFAULT_BOOKINGS_PER_SLOT } from "../catalog/consultations";
import { users } from "./users-table";
import { DEFAULT_SETTINGS, PASSWORD_POLICIES } from "./settings";

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
    // Underwriting limits (shared/finance/underwriting.ts; docs/decisions/underwriting-rules.md).
    maxFoirPercent: numeric("max_foir_percent", { precision: 4, scale: 1, mode: "number" })
      .notNull()
      .default(DEFAULT_SETTINGS.maxFoirPercent),
    lapLtvPercent: numeric("lap_ltv_percent", { precision: 4, scale: 1, mode: "number" }).notNull().default(DEFAULT_SETTINGS.lapLtvPercent),
    modtStampDutyPercent: numeric("modt_stamp_duty_percent", { precision: 4, scale: 2, mode: "number" })
      .notNull()
      .default(DEFAULT_SETTINGS.modtStampDutyPercent),
    btLegalChargesPaise: bigint("bt_legal_charges_paise", { mode: "number" })
      .$type<Paise>()
      .notNull()
      .default(DEFAULT_SETTINGS.btLegalChargesPaise),
    // Maker-checker per action (docs/decisions/loan-stages-and-maker-checker.md): on, one staff member recommends and another decides.
    makerCheckerSanction: boolean("maker_checker_sanction").notNull().default(true),
    makerCheckerRejection: boolean("maker_checker_rejection").notNull().default(true),
    // The papers (docs/decisions/papers-as-pdf.md): GST within the fees, the cooling-off period, the fee's refund.
    feeGstPercent: numeric("fee_gst_percent", { precision: 4, scale: 2, mode: "number" }).notNull().default(DEFAULT_SETTINGS.feeGstPercent),
    coolingOffDays: integer("cooling_off_days").notNull().default(DEFAULT_SETTINGS.coolingOffDays),
    sipMaxSkipsInRow: integer("sip_max_skips_in_row").notNull().default(DEFAULT_SETTINGS.sipMaxSkipsInRow),
    // Consultations (docs/decisions/consultation-advisers-and-reminders.md): the hold, notice, buffer and video service.
    consultationHoldMinutes: integer("consultation_hold_minutes").notNull().default(DEFAULT_SETTINGS.consultationHoldMinutes),
    consultationMinNoticeHours: integer("consultation_min_notice_hours").notNull().default(DEFAULT_SETTINGS.consultationMinNoticeHours),
    consultationBufferMinutes: integer("consultation_buffer_minutes").notNull().default(DEFAULT_SETTINGS.consultationBufferMinutes),
    videoMeetingBaseUrl: text("video_meeting_base_url").notNull().default(DEFAULT_SETTINGS.videoMeetingBaseUrl),
    processingFeeRefundable: boolean("processing_fee_refundable").notNull().default(DEFAULT_SETTINGS.processingFeeRefundable),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("settings_single_row", sql`${t.id} = 1`)],
);
