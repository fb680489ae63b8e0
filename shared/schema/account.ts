import { z } from "zod";
import { registerSchema } from "./users";
import { plainText } from "./text";

export const CONSENT_PURPOSES = ["privacy_notice", "marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Where a consent was given or withdrawn. `api` is a registration through POST /api/register that
 * sent no consent fields: registering is taken as accepting the notice, never as a marketing yes.
 * `erasure` withdraws everything when the customer deletes the account.
 */
export const CONSENT_SOURCES = ["registration_form", "api", "profile", "erasure"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** PATCH /api/me/consents */
export const marketingConsentSchema = z.object({ marketing: z.boolean({ error: /*i18n*/ "marketing must be true or false" }) }).strict();

const currentPasswordField = plainText({ error: /*i18n*/ "Please enter your current password" })
  .min(1, /*i18n*/ "Please enter your current password")
  .max(128, /*i18n*/ "Password is too long");

export const EMAIL_CHANGE_NEEDS_PASSWORD = /*i18n*/ "Please enter your current password to change your e-mail address";

/** Whether `email` is another address than the account's (a change of case is the same address). */
export const changesEmail = (accountEmail: string, email: string | undefined) =>
  email !== undefined && email.toLowerCase() !== accountEmail.toLowerCase();

/**
 * PATCH /api/me: the contact details, under registration's rules; at least one of them. Another e-mail
 * address needs the current password, so a borrowed signed-in browser cannot take the account over
 * and a caller cannot probe which addresses have accounts without it.
 */
export const profileUpdateSchema = registerSchema
  .pick({ fullName: true, email: true, phoneNumber: true })
  .partial()
  .extend({ currentPassword: currentPasswordField.optional() })
  .strict()
  .refine(
    (v) => v.fullName !== undefined || v.email !== undefined || v.phoneNumber !== undefined,
    /*i18n*/ "Nothing to change: send fullName, email or phoneNumber",
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** The personal details form always sends all three, and the current password when the e-mail address changes. */
export const profileFormSchema = registerSchema
  .pick({ fullName: true, email: true, phoneNumber: true })
  .extend({ currentPassword: plainText().max(128, /*i18n*/ "Password is too long") });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
/** The form's schema for an account: the current password is required once the e-mail address differs. */
export const profileFormSchemaFor = (accountEmail: string) =>
  profileFormSchema.superRefine((v, ctx) => {
    if (changesEmail(accountEmail, v.email) && !v.currentPassword)
      ctx.addIssue({ code: "custom", path: ["currentPassword"], message: EMAIL_CHANGE_NEEDS_PASSWORD });
  });

/** POST /api/me/password: the new one under registration's rules (and the policy, checked on the server with the settings). */
export const passwordChangeSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: registerSchema.shape.password })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ["newPassword"],
    message: /*i18n*/ "Your new password must be different from the current one",
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: registerSchema.shape.password,
    confirmPassword: plainText()
      .min(1, /*i18n*/ "Please confirm your new password")
      .max(128, /*i18n*/ "Password cannot exceed 128 characters"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: /*i18n*/ "Passwords do not match" })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ["newPassword"],
    message: /*i18n*/ "Your new password must be different from the current one",
  });
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;

/** DELETE /api/me: the password again, so an unattended signed-in browser cannot erase the account. */
export const accountErasureSchema = z.object({ password: currentPasswordField });
export const accountErasureFormSchema = accountErasureSchema.extend({
  understood: z.boolean().refine((v) => v, /*i18n*/ "Please confirm that you understand this cannot be undone"),
});
export type AccountErasureFormValues = z.input<typeof accountErasureFormSchema>;
