import { z } from "zod";
import { pageQuery } from "./admin";
import type { NotificationKind } from "./notifications";

/** Attempts before a message is given up (staff can retry it from the admin panel). */
export const OUTBOX_MAX_ATTEMPTS = 10;

export const OUTBOX_TOPICS = ["loan_webhook", "email"] as const;
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

/** pending: waiting for its first or next attempt; failed: given up after OUTBOX_MAX_ATTEMPTS; delivered. */
export const OUTBOX_STATUSES = ["pending", "failed", "delivered"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/admin/outbox?status=&page=&pageSize= */
export const adminOutboxQuery = pageQuery.extend({
  status: z.enum(OUTBOX_STATUSES, { error: "Status must be pending, failed or delivered" }).optional(),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuery>;

/**
 * What staff read for an e-mail in the Outbox: a fixed label per kind. Never the subject, which can
 * carry an amount or a KYC outcome.
 */
export const EMAIL_KIND_LABELS: Record<NotificationKind, string> = {
  consultation_booked: "Consultation booked",
  consultation_rescheduled: "Consultation rescheduled",
  consultation_cancelled: "Consultation cancelled",
  consultation_completed: "Consultation completed",
  consultation_reminder: "Consultation reminder",
  consultation_expired: "Consultation not confirmed",
  loan_submitted: "Loan application received",
  loan_approved: "Loan decision",
  loan_rejected: "Loan decision",
  loan_stage_changed: "Loan application update",
  loan_withdrawn: "Loan application withdrawn",
  loan_document_returned: "Loan document needs a new copy",
  payment_receipt: "Payment receipt",
  sip_started: "SIP update",
  sip_paused: "SIP update",
  sip_resumed: "SIP update",
  sip_mandate_active: "SIP autopay set up",
  sip_debit_notice: "SIP debit notice",
  sip_debited: "SIP instalment invested",
  sip_debit_missed: "SIP debit failed",
  sip_cancelled: "SIP update",
  kyc_verified: "KYC update",
  kyc_rejected: "KYC update",
  role_changed: "Account role changed",
  password_changed: "Password changed",
  grievance_received: "Complaint received",
  grievance_updated: "Complaint update",
  email_changed: "E-mail address changed",
  email_verification: "Verify e-mail address",
  email_change_requested: "E-mail change requested",
  email_change_reported: "E-mail change reported",
  password_reset: "Password reset link",
  new_sign_in: "New sign-in alert",
  account_locked: "Account locked",
  account_deleted: "Account deleted",
  two_factor_enabled: "Two-factor sign-in on",
  two_factor_disabled: "Two-factor sign-in off",
};
