/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { kycRejected, kycVerified, passwordChanged, roleChanged } from "./notices/account-notices";
export {
  consultationBooked,
  consultationCancelled,
  consultationCompleted,
  consultationExpired,
  consultationReminder,
  consultationRescheduled,
} from "./notices/consultation-notices";
export { grievanceReceived, grievanceUpdated } from "./notices/grievance-notices";
export {
  loanApproved,
  loanDocumentNeedsNewCopy,
  loanRejected,
  loanStageChanged,
  loanSubmitted,
  loanWithdrawn,
} from "./notices/loan-notices";
export { paymentReceipt, sipPaused, sipResumed, sipStarted, type PaidItem } from "./notices/money-notices";
export {
  sipCancelled,
  sipCancelledForMisses,
  sipDebited,
  sipDebitMissed,
  sipDebitNotice,
  sipMandateActive,
} from "./notices/sip-debit-notices";
export {
  accountDeleted,
  accountLocked,
  emailChangeDone,
  emailChangeReported,
  emailChangeRequested,
  newSignIn,
  passwordResetLink,
  passwordWasReset,
  staffEmailChangeAlert,
  twoFactorChanged,
  verifyEmail,
} from "./notices/security-notices";
export { notificationsRoutes } from "./notifications.routes";
export { emailOf, notify } from "./notify";
export type { Notice } from "./notify";
