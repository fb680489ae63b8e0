import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import {
  accountErasureSchema,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  marketingConsentSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from "../schema/account";
import { consents } from "../schema/account-table";
import { recoveryCodesRenewSchema, twoFactorEnableSchema, twoFactorPasswordSchema } from "../schema/account-security";
import { languageChoiceSchema } from "../schema/language";
import { publicUserView } from "./auth";
import { calendarDate, messageAnswer, nullableTimestamp, route, timestamp, type Json } from "./define";

/** One consent given or withdrawn: the row without whose it is. */
const consentShape = createSelectSchema(consents, {
  purpose: z.enum(CONSENT_PURPOSES),
  source: z.enum(CONSENT_SOURCES),
  createdAt: timestamp,
}).shape;
export const consentView = z.strictObject({
  id: consentShape.id,
  purpose: consentShape.purpose,
  granted: consentShape.granted,
  noticeVersion: consentShape.noticeVersion,
  source: consentShape.source,
  createdAt: consentShape.createdAt,
});
export type ConsentView = z.input<typeof consentView>;
export type ConsentViewJson = Json<typeof consentView>;

/** Where each consent stands, and every change, newest first. */
export const consentsState = z.strictObject({
  currentNoticeVersion: z.string(),
  /** The latest acceptance of the privacy notice; null for an account made before consents were recorded. */
  privacyNotice: consentView.nullable(),
  marketing: z.boolean(),
  history: z.array(consentView),
});
export type ConsentsState = z.input<typeof consentsState>;
export type ConsentsStateJson = Json<typeof consentsState>;

/** One signed-in device: never the session id. */
export const sessionView = z.strictObject({
  /** Opaque: a hash of the session id, stable across reloads, for list keys only. */
  id: z.string(),
  /** "Chrome on Android", in English (records, e-mails); a page words it itself from the two names below. */
  device: z.string(),
  /** The browser's and the system's names ("Chrome", "Android"), null when the browser did not say. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: nullableTimestamp,
  lastSeen: timestamp,
  current: z.boolean(),
});
export type SessionView = z.input<typeof sessionView>;
export type SessionViewJson = Json<typeof sessionView>;

export const twoFactorStatusView = z.strictObject({
  enabled: z.boolean(),
  enabledAt: nullableTimestamp,
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** This account may not use staff pages until it enrols (admins and superadmins, unless STAFF_TWO_FACTOR=optional). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.input<typeof twoFactorStatusView>;
export type TwoFactorStatusJson = Json<typeof twoFactorStatusView>;

/** The new key, to scan or type; it counts only once a code confirms it. */
export const twoFactorSetupView = z.strictObject({
  /** Base32, as authenticator apps accept it typed. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as rows of dark (true) and light modules, drawn by the page. */
  qr: z.array(z.array(z.boolean())),
});
export type TwoFactorSetup = z.input<typeof twoFactorSetupView>;
export type TwoFactorSetupJson = Json<typeof twoFactorSetupView>;

/** Shown once, stored only as hashes. */
export const recoveryCodesView = z.strictObject({ recoveryCodes: z.array(z.string()), message: z.string() });
export type RecoveryCodes = z.input<typeof recoveryCodesView>;
export type RecoveryCodesJson = Json<typeof recoveryCodesView>;

export const erasureAnswer = z.strictObject({
  message: z.string(),
  /** The day the KYC records kept for the law go too; null when none were kept. */
  kycKeptUntil: calendarDate.nullable(),
});
export type ErasureAnswerJson = Json<typeof erasureAnswer>;

/** The language chosen, as remembered. */
export const languageChoiceView = z.strictObject({ language: languageChoiceSchema.shape.language });
export type LanguageChoiceView = z.input<typeof languageChoiceView>;

/**
 * The signed-in person's own account: details, password, second factor, devices, consents, their data, and
 * leaving; and the language, which a visitor may choose too.
 */
export const accountContract = {
  updateProfile: route({
    method: "PATCH",
    path: "/api/me",
    summary: "Correct one's own name, e-mail address or mobile number (another address needs the password)",
    access: "user",
    body: profileUpdateSchema,
    response: publicUserView,
  }),
  resendEmailVerification: route({
    method: "POST",
    path: "/api/me/email/verification",
    summary: "Send the e-mail verification link again",
    access: "user",
    status: 202,
    response: messageAnswer,
  }),
  twoFactorStatus: route({
    method: "GET",
    path: "/api/me/two-factor",
    summary: "Whether two-factor sign-in is on, its recovery codes left, and whether staff pages need it",
    access: "user",
    response: twoFactorStatusView,
  }),
  startTwoFactorSetup: route({
    method: "POST",
    path: "/api/me/two-factor/setup",
    summary: "A new authenticator key to scan (the password again)",
    access: "user",
    body: twoFactorPasswordSchema,
    response: twoFactorSetupView,
  }),
  enableTwoFactor: route({
    method: "POST",
    path: "/api/me/two-factor/enable",
    summary: "Turn two-factor sign-in on with a code from the app; answers the recovery codes once",
    access: "user",
    body: twoFactorEnableSchema,
    response: recoveryCodesView,
  }),
  renewRecoveryCodes: route({
    method: "POST",
    path: "/api/me/two-factor/recovery-codes",
    summary: "Ten new recovery codes (the password and a current code)",
    access: "user",
    body: recoveryCodesRenewSchema,
    response: recoveryCodesView,
  }),
  disableTwoFactor: route({
    method: "DELETE",
    path: "/api/me/two-factor",
    summary: "Turn two-factor sign-in off (the password again; refused for staff while it is required)",
    access: "user",
    body: twoFactorPasswordSchema,
    response: messageAnswer,
  }),
  changePassword: route({
    method: "POST",
    path: "/api/me/password",
    summary: "Change one's password; every other device is signed out",
    access: "user",
    body: passwordChangeSchema,
    response: messageAnswer,
  }),
  sessions: route({
    method: "GET",
    path: "/api/me/sessions",
    summary: "The devices signed in to the account, this one first",
    access: "user",
    response: z.array(sessionView),
  }),
  endOtherSessions: route({
    method: "DELETE",
    path: "/api/me/sessions",
    summary: "Sign the account out on every other device",
    access: "user",
    response: z.strictObject({ ended: z.number().int() }),
  }),
  consents: route({
    method: "GET",
    path: "/api/me/consents",
    summary: "Where the privacy-notice and marketing consents stand, with every change",
    access: "user",
    response: consentsState,
  }),
  setMarketingConsent: route({
    method: "PATCH",
    path: "/api/me/consents",
    summary: "Give or withdraw the marketing consent",
    access: "user",
    body: marketingConsentSchema,
    response: consentsState,
  }),
  exportData: route({
    method: "GET",
    path: "/api/me/export",
    summary: "Download everything held about one as a JSON file",
    access: "user",
    response: { kind: "file", contentTypes: ["application/json"] },
  }),
  setLanguage: route({
    method: "PUT",
    path: "/api/account/language",
    summary: "Choose the language: this browser's cookie, and when signed in the profile's (notices and e-mails follow it)",
    access: "public",
    body: languageChoiceSchema,
    response: languageChoiceView,
  }),
  erase: route({
    method: "DELETE",
    path: "/api/me",
    summary: "Delete one's account (the password again); the session ends with it",
    access: "user",
    body: accountErasureSchema,
    response: erasureAnswer,
  }),
};
