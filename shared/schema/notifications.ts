import { z } from "zod";

/** Every event a customer hears about, by e-mail and in the app. */
export const NOTIFICATION_KINDS = [
  "consultation_booked",
  "consultation_rescheduled",
  "consultation_cancelled",
  "consultation_completed",
  "consultation_reminder",
  "consultation_expired",
  "loan_submitted",
  "loan_approved",
  "loan_rejected",
  "loan_stage_changed",
  "loan_withdrawn",
  "loan_document_returned",
  "payment_receipt",
  "sip_started",
  "sip_paused",
  "sip_resumed",
  "sip_mandate_active",
  "sip_debit_notice",
  "sip_debited",
  "sip_debit_missed",
  "sip_cancelled",
  "kyc_verified",
  "kyc_rejected",
  "role_changed",
  "password_changed",
  "grievance_received",
  "grievance_updated",
  "email_changed",
  // Account security: most go by e-mail only (docs/decisions/account-recovery.md).
  "email_verification",
  "email_change_requested",
  "email_change_reported",
  "password_reset",
  "new_sign_in",
  "account_locked",
  "account_deleted",
  "two_factor_enabled",
  "two_factor_disabled",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** PATCH /api/notifications/{id}: the only change a customer makes is marking one read. */
export const notificationReadSchema = z.object({ read: z.literal(true, { error: /*i18n*/ "read must be true" }) }).strict();
