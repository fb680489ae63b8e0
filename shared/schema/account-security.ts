import { z } from "zod";
import { plainText } from "./text";
import { registerSchema } from "./users";

/**
 * Account recovery and sign-in security: e-mail verification, forgotten passwords, e-mail changes and
 * two-factor sign-in. Links carry their token after `#`, so it never reaches a server log or a Referer;
 * the page posts it to the API (docs/decisions/account-recovery.md).
 */

/** What each single-use link is for; a token is only good for its own purpose. */
export const ACCOUNT_TOKEN_PURPOSES = ["verify_email", "reset_password", "report_email_change"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long each link is good for, in minutes. */
export const TOKEN_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60,
  reset_password: 30,
  // The owner may read the old mailbox days later: a week to say "this wasn't me".
  report_email_change: 7 * 24 * 60,
};

/** The answer to any link that cannot be used: expired, used, replaced by a newer one, tampered or unknown. */
export const LINK_NOT_VALID = /*i18n*/ "This link has expired or has already been used. Please ask for a new one.";
export const LINK_FOR_ANOTHER_ACCOUNT = /*i18n*/ "This link is for a different account. Please log out and open it again.";

const tokenField = plainText({ error: LINK_NOT_VALID })
  .trim()
  .min(20, LINK_NOT_VALID)
  .max(100, LINK_NOT_VALID)
  .regex(/^[A-Za-z0-9_-]+$/, LINK_NOT_VALID);

/** POST /api/email/verify, /api/email/report-change, /api/password/reset/check: the token from the link. */
export const accountTokenSchema = z.object({ token: tokenField }).strict();
export type AccountTokenInput = z.infer<typeof accountTokenSchema>;

/** POST /api/password/forgot: the username or the e-mail address. */
export const forgotPasswordSchema = z
  .object({
    login: plainText({ error: /*i18n*/ "Please enter your username or e-mail address" })
      .trim()
      .min(1, /*i18n*/ "Please enter your username or e-mail address")
      .max(254, /*i18n*/ "That is too long for a username or e-mail address"),
  })
  .strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The one answer to a forgotten-password request, whether or not an account matched. */
export const FORGOT_PASSWORD_ANSWER =
  /*i18n*/ "If an account matches, we have sent a link to its e-mail address. The link is valid for 30 minutes.";

/** POST /api/password/reset: the token and the new password (registration's rules, then the policy on the server). */
export const passwordResetSchema = z.object({ token: tokenField, newPassword: registerSchema.shape.password }).strict();
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const passwordResetFormSchema = z
  .object({
    newPassword: registerSchema.shape.password,
    confirmPassword: plainText()
      .min(1, /*i18n*/ "Please confirm your new password")
      .max(128, /*i18n*/ "Password cannot exceed 128 characters"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: /*i18n*/ "Passwords do not match" });
export type PasswordResetFormValues = z.input<typeof passwordResetFormSchema>;

/** A six-digit authenticator code, or one of the ten recovery codes (xxxxx-xxxxx); spaces are ignored. */
export const TOTP_DIGITS = 6;
const codeField = plainText({ error: /*i18n*/ "Please enter the code" })
  .max(40, /*i18n*/ "That code is not valid")
  .transform((v) => v.replace(/\s+/g, "").toLowerCase())
  .refine((v) => v.length > 0, /*i18n*/ "Please enter the code")
  .refine(
    (v) => /^\d{6}$/.test(v) || /^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(v),
    /*i18n*/ "Enter the 6-digit code from your app, or a recovery code",
  );

/** POST /api/login/two-factor: the second step of signing in. */
export const twoFactorLoginSchema = z.object({ code: codeField }).strict();
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

const passwordField = plainText({ error: /*i18n*/ "Please enter your current password" })
  .min(1, /*i18n*/ "Please enter your current password")
  .max(128, /*i18n*/ "Password is too long");

/** POST /api/me/two-factor/setup and DELETE /api/me/two-factor: the current password. */
export const twoFactorPasswordSchema = z.object({ currentPassword: passwordField }).strict();
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

/** POST /api/me/two-factor/enable: a code from the app, proving it holds the key. */
export const twoFactorEnableSchema = z
  .object({
    code: plainText({ error: /*i18n*/ "Please enter the 6-digit code" })
      .transform((v) => v.replace(/\s+/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, /*i18n*/ "Enter the 6-digit code from your authenticator app")),
  })
  .strict();
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

/** POST /api/me/two-factor/recovery-codes: new codes need the password and a current code. */
export const recoveryCodesRenewSchema = twoFactorPasswordSchema.extend({ code: twoFactorEnableSchema.shape.code }).strict();
export type RecoveryCodesRenewInput = z.input<typeof recoveryCodesRenewSchema>;

/** What GET /api/me/two-factor, POST /api/me/two-factor/setup and the recovery-code routes answer: declared with their routes. */
export type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from "../contracts/account";

/** What POST /api/login's 202 (the challenge, shared/contracts/auth.ts) says. */
export const LOGIN_CODE_PROMPT = /*i18n*/ "Enter the 6-digit code from your authenticator app.";

/** Error codes the client acts on (besides the message it shows). */
export const ACCOUNT_ERROR_CODES = {
  linkNotValid: "LINK_NOT_VALID",
  linkForAnotherAccount: "LINK_FOR_ANOTHER_ACCOUNT",
  twoFactorSetupRequired: "TWO_FACTOR_SETUP_REQUIRED",
  signInExpired: "SIGN_IN_EXPIRED",
  /** Another account has this username (409, with an issue on `username`). */
  usernameTaken: "USERNAME_TAKEN",
  /** Another account has, or was given up within the week, this e-mail address (409, with an issue on `email`). */
  emailTaken: "EMAIL_TAKEN",
} as const;
export const TWO_FACTOR_SETUP_REQUIRED = /*i18n*/ "Set up two-factor sign-in before using staff pages. You can do it on this page.";
