import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { EMAIL_MAX, NAME_HAS_WEB_ADDRESS, NAME_WEB_ADDRESS_MESSAGE, PERSON_NAME_MESSAGE, PERSON_NAME_PATTERN, plainText } from "./text";

export const ROLES = ["user", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * What is wrong with an Indian mobile number (spaces and hyphens already taken out; +91 in front is fine):
 * a character that is not a digit, the count of digits, or the first digit (mobiles start with 6 to 9).
 */
export function mobileNumberProblem(value: string): string | null {
  const digits = value.replace(/^\+91/, "");
  if (/\D/.test(digits)) return /*i18n*/ "Mobile number can only have digits";
  if (digits.length !== 10) return /*i18n*/ "Mobile number must be 10 digits";
  if (!/^[6-9]/.test(digits)) return /*i18n*/ "Mobile number must start with 6, 7, 8 or 9";
  return null;
}

export const loginSchema = z.object({
  username: plainText({ error: /*i18n*/ "Username is required" })
    .trim()
    .min(1, /*i18n*/ "Username is required")
    .max(100, /*i18n*/ "Username is too long"),
  password: plainText({ error: /*i18n*/ "Password is required" })
    .min(1, /*i18n*/ "Password is required")
    .max(128, /*i18n*/ "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What /api/register accepts: the users columns a person fills in (users-table.ts; schema-agreement.test.ts
 * holds the two together). A `role` key is not part of it, so it is stripped: new accounts are always `user`.
 */
export const registerSchema = z.object({
  username: plainText({ error: /*i18n*/ "Username is required" })
    .trim()
    .min(1, /*i18n*/ "Username is required")
    .min(3, /*i18n*/ "Username must be at least 3 characters")
    .max(30, /*i18n*/ "Username cannot exceed 30 characters")
    .regex(/^[A-Za-z0-9._-]+$/, /*i18n*/ "Username can only contain letters, numbers, dots, hyphens and underscores"),
  password: plainText({ error: /*i18n*/ "Password is required" })
    .min(6, /*i18n*/ "Password must be at least 6 characters")
    .max(128, /*i18n*/ "Password cannot exceed 128 characters"),
  email: plainText({ error: /*i18n*/ "Email is required" })
    .trim()
    .max(EMAIL_MAX, /*i18n*/ "Email cannot exceed 254 characters")
    .toLowerCase()
    .pipe(z.email(/*i18n*/ "Please enter a valid email")),
  fullName: plainText({ error: /*i18n*/ "Full name is required" })
    .trim()
    .min(2, /*i18n*/ "Full name must be at least 2 characters")
    .max(100, /*i18n*/ "Full name cannot exceed 100 characters")
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_MESSAGE)
    .refine((v) => !NAME_HAS_WEB_ADDRESS.test(v), NAME_WEB_ADDRESS_MESSAGE),
  phoneNumber: plainText({ error: /*i18n*/ "Please enter a valid 10-digit mobile number" })
    .max(20, /*i18n*/ "Mobile number must be 10 digits")
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .superRefine((v, ctx) => {
      const problem = v === "" ? null : mobileNumberProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((v) => (v === "" ? null : v))
    .nullish(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * POST /api/register: the account, and the consents when the client asks for them. A client that
 * sends no consent fields (the spec's own) still registers: see the consent service for what that records.
 */
export const registerRequestSchema = registerSchema.extend({
  privacyNoticeAccepted: z.literal(true, { error: /*i18n*/ "Please accept the privacy notice and terms to create an account" }).optional(),
  marketingConsent: z.boolean({ error: /*i18n*/ "marketingConsent must be true or false" }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form adds confirmPassword, which is checked here and never sent, and needs the notice accepted. */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: plainText().min(1, /*i18n*/ "Please confirm your password").max(128, /*i18n*/ "Password cannot exceed 128 characters"),
    // A checkbox: false until ticked, and the form cannot be sent until it is (so what it sends is `true`,
    // the only value POST /api/register takes).
    privacyNoticeAccepted: z
      .boolean()
      .refine((v) => v, /*i18n*/ "Please accept the privacy notice and terms to create an account")
      .pipe(z.literal(true)),
    marketingConsent: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: /*i18n*/ "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** Operator CLI: same rules as registration, plus an explicit role. */
export const createUserSchema = registerSchema.extend({
  role: z.enum(ROLES, { error: "Role must be user, admin or superadmin" }).default("user"),
});

/** A user as the API shows them: every users column but the password hash (schema-agreement.test.ts). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.date(),
  erasedAt: z.date().nullable(),
  emailVerifiedAt: z.date().nullable(),
  pendingEmail: z.string().nullable(),
  twoFactorEnabledAt: z.date().nullable(),
  preferredLanguage: z.enum(LOCALES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
