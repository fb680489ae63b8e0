import type { Paise } from "../finance/money";
import { DEFAULT_BOOKINGS_PER_SLOT } from "./consultations";

// The settings' options and defaults, without zod, so a page that only reads them (the calculators'
// base rates) does not load and build the schemas (shared/schema/settings.ts re-exports them).
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
  /** Fixed obligations to income: all EMIs, existing ones included, over net monthly income. */
  maxFoirPercent: 50,
  /** Loan-to-value cap of a loan against property (housing loans follow the RBI's slabs). */
  lapLtvPercent: 60,
  /** Stamp duty on the memorandum of deposit of title deeds, as a percent of the loan (a balance transfer's cost). */
  modtStampDutyPercent: 0.2,
  /** Legal and valuation charges of a balance transfer, in paise. */
  btLegalChargesPaise: 1_000_000 as Paise,
  makerCheckerSanction: true,
  makerCheckerRejection: true,
  /** GST included in the processing and consultation fees, as a percent of the fee before tax (0: none); the receipt shows the split. */
  feeGstPercent: 18,
  /** Days from a sanction during which the borrower may withdraw without penalty (the KFS's cooling-off period). */
  coolingOffDays: 3,
  /** Whether a withdrawal within the cooling-off period (or before a sanction) gets the processing fee back. */
  processingFeeRefundable: true,
  /** SIP instalments a customer may skip in a row (SEBI lets fund houses set it). */
  sipMaxSkipsInRow: 2,
  /** Minutes an unconfirmed consultation booking holds its slot (docs/decisions/consultation-advisers-and-reminders.md). */
  consultationHoldMinutes: 15,
  /** Hours a consultation must be booked ahead of its start. */
  consultationMinNoticeHours: 12,
  /** Minutes an adviser keeps free after a session before the next (0: back-to-back slots allowed). */
  consultationBufferMinutes: 0,
  /** The video service's base address for online sessions (a room is added per booking); empty: advisers call. */
  videoMeetingBaseUrl: "",
};

export type Settings = typeof DEFAULT_SETTINGS;
