/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { issueLink } from "./account-tokens";
export type { IssuedLink } from "./account-tokens";
export { SESSION_COOKIE, authRoutes, createPassport } from "./auth.routes";
export { createAccount, findUserById, toPublicUser, uniqueViolation } from "./auth.service";
export {
  EMAIL_TAKEN,
  emailTaken,
  addressReserved,
  dropPendingEmail,
  resendEmailVerification,
  sendEmailVerification,
} from "./email-verification.service";
export { knownDeviceCookie } from "./known-device";
export { logIn } from "./log-in";
export { LOCKOUT_MINUTES, admitPasswordAttempt, clearLoginFailures, lockDueAfterFailure, lockUsername } from "./login-throttle";
export { hashPassword, verifyPassword } from "./password";
export { recoveryRoutes } from "./recovery.routes";
export { DbSessionStore, deleteSessionsIdleFor } from "./session-store";
export { signedInHint } from "./signed-in-hint";
export {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from "./two-factor.service";
