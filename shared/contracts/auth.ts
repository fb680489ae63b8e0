import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { accountTokenSchema, forgotPasswordSchema, passwordResetSchema, twoFactorLoginSchema } from "../schema/account-security";
import { ROLES, loginSchema, registerRequestSchema } from "../schema/users";
import { users } from "../schema/users-table";
import { messageAnswer, nullableTimestamp, route, timestamp, type Json } from "./define";

// The password hash is left out by name and the object is strict, so a hash (or any other column added
// to users later) that slipped into an answer fails the response check in development and the tests.
// In production answers are not checked: what keeps the hash out there is that the services build the
// public user by naming its columns (toPublicUser).
const { password: _passwordHash, ...userColumns } = createSelectSchema(users, {
  role: z.enum(ROLES),
  createdAt: timestamp,
  erasedAt: nullableTimestamp,
  emailVerifiedAt: nullableTimestamp,
  twoFactorEnabledAt: nullableTimestamp,
}).shape;

/** A user as the API shows them: every users column but the password hash. */
export const publicUserView = z.strictObject(userColumns);
export type PublicUserView = z.input<typeof publicUserView>;
export type PublicUserJson = Json<typeof publicUserView>;

/** POST /api/login's 202: the password was right, and the account's second factor is asked next. */
export const loginChallengeView = z.strictObject({ twoFactorRequired: z.literal(true), message: z.string() });
export type LoginChallenge = Json<typeof loginChallengeView>;

/** Registering, signing in (with the second factor when the account has one), signing out, and who is signed in. */
export const authContract = {
  register: route({
    method: "POST",
    path: "/api/register",
    summary: "Create a customer account and sign it in",
    access: "public",
    body: registerRequestSchema,
    status: 201,
    response: publicUserView,
  }),
  login: route({
    method: "POST",
    path: "/api/login",
    summary: "Sign in with username and password: the user (200), or a challenge for the second factor (202)",
    access: "public",
    body: loginSchema,
    // 200 with the user; the handler answers 202 itself with the challenge.
    response: z.union([publicUserView, loginChallengeView]),
  }),
  loginTwoFactor: route({
    method: "POST",
    path: "/api/login/two-factor",
    summary: "Finish a sign-in with an authenticator or recovery code",
    access: "public",
    body: twoFactorLoginSchema,
    response: publicUserView,
  }),
  logout: route({
    method: "POST",
    path: "/api/logout",
    summary: "End this browser's session (answers the same when none is signed in)",
    access: "public",
    response: messageAnswer,
  }),
  user: route({
    method: "GET",
    path: "/api/user",
    summary: "The signed-in user",
    access: "user",
    response: publicUserView,
  }),
};

/** A password-reset link that can still be used. */
export const resetLinkView = z.strictObject({ valid: z.literal(true) });
/** A verified address: what the page says, and the address now verified. */
export const emailVerifiedView = z.strictObject({ message: z.string(), email: z.string() });
export type EmailVerifiedView = z.input<typeof emailVerifiedView>;

/** The e-mailed links (forgotten password, verifying an address, "this wasn't me") and asking for one, signed in or not. */
export const recoveryContract = {
  forgotPassword: route({
    method: "POST",
    path: "/api/password/forgot",
    summary: "Ask for a password-reset link (the same answer whether or not an account matched)",
    access: "public",
    body: forgotPasswordSchema,
    status: 202,
    response: messageAnswer,
  }),
  checkResetLink: route({
    method: "POST",
    path: "/api/password/reset/check",
    summary: "Whether a password-reset link can still be used (without using it)",
    access: "public",
    body: accountTokenSchema,
    response: resetLinkView,
  }),
  resetPassword: route({
    method: "POST",
    path: "/api/password/reset",
    summary: "Set a new password with a reset link; every session of the account ends",
    access: "public",
    body: passwordResetSchema,
    response: messageAnswer,
  }),
  verifyEmail: route({
    method: "POST",
    path: "/api/email/verify",
    summary: "Verify an e-mail address with its link",
    access: "public",
    body: accountTokenSchema,
    response: emailVerifiedView,
  }),
  reportEmailChange: route({
    method: "POST",
    path: "/api/email/report-change",
    summary: "Report an e-mail change one did not make: undo it, end every session, alert staff",
    access: "public",
    body: accountTokenSchema,
    response: messageAnswer,
  }),
};
