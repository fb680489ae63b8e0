import { z } from "zod";
import { EMAIL_MAX, NAME_HAS_WEB_ADDRESS, NAME_WEB_ADDRESS_MESSAGE, PERSON_NAME_MESSAGE, PERSON_NAME_PATTERN, plainText } from "./text";

export const ROLES = ["user", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

const phonePattern = /^(\+91[\s-]?)?[6-9]\d{9}$/;

export const loginSchema = z.object({
  username: plainText({ error: "Username is required" }).trim().min(1, "Username is required").max(100, "Username is too long"),
  password: plainText({ error: "Password is required" }).min(1, "Password is required").max(128, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What /api/register accepts: the users columns a person fills in (users-table.ts; schema-agreement.test.ts
 * holds the two together). A `role` key is not part of it, so it is stripped: new accounts are always `user`.
 */
export const registerSchema = z.object({
  username: plainText({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username cannot exceed 30 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Username can only contain letters, numbers, dots, hyphens and underscores"),
  password: plainText({ error: "Password is required" })
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password cannot exceed 128 characters"),
  email: plainText({ error: "Email is required" })
    .trim()
    .max(EMAIL_MAX, `Email cannot exceed ${EMAIL_MAX} characters`)
    .toLowerCase()
    .pipe(z.email("Please enter a valid email")),
  fullName: plainText({ error: "Full name is required" })
    .trim()
    .min(2, "Full name must be at least 2 characters")
    .max(100, "Full name cannot exceed 100 characters")
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_MESSAGE)
    .refine((v) => !NAME_HAS_WEB_ADDRESS.test(v), NAME_WEB_ADDRESS_MESSAGE),
  phoneNumber: plainText({ error: "Please enter a valid 10-digit mobile number" })
    .max(20, "Please enter a valid 10-digit mobile number")
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => v === "" || phonePattern.test(v), "Please enter a valid 10-digit mobile number")
    .transform((v) => (v === "" ? null : v))
    .nullish(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * POST /api/register: the account, and the consents when the client asks for them. A client that
 * sends no consent fields (the spec's own) still registers: see the consent service for what that records.
 */
export const registerRequestSchema = registerSchema.extend({
  privacyNoticeAccepted: z.literal(true, { error: "Please accept the privacy notice and terms to create an account" }).optional(),
  marketingConsent: z.boolean({ error: "marketingConsent must be true or false" }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form adds confirmPassword, which is checked here and never sent, and needs the notice accepted. */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: plainText().min(1, "Please confirm your password").max(128, "Password cannot exceed 128 characters"),
    // A checkbox: false until ticked, and the form cannot be sent until it is (so what it sends is `true`,
    // the only value POST /api/register takes).
    privacyNoticeAccepted: z
      .boolean()
      .refine((v) => v, "Please accept the privacy notice and terms to create an account")
      .pipe(z.literal(true)),
    marketingConsent: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
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
});
export type PublicUser = z.infer<typeof publicUserSchema>;
