import { eq, or, sql } from "drizzle-orm";
import { passwordPolicyProblem } from "../../../shared/catalog/password-policy";
import { PRIVACY_NOTICE_VERSION } from "../../../shared/catalog/privacy";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales";
import {
  ACCOUNT_ERROR_CODES,
  users,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type RegisterRequest,
  type Role,
  type User,
} from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { uniqueViolation } from "../../db/db-errors";
import { HttpError, codedError, conflict, forbidden } from "../../http/errors";
import { countHit } from "../../http/rate-limit";
import { seenFrom, recordRegistrationConsents } from "../account";
import { accountLocked, notify } from "../notifications";
import { issueLink } from "./account-tokens";
import { addressReserved, emailTaken, sendEmailVerification } from "./email-verification.service";
import { useSignInCode } from "./two-factor.service";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { getSettings } from "../settings";
import {
  LOCKOUT_MINUTES,
  admitPasswordAttempt,
  clearLoginFailures,
  lockDueAfterFailure,
  lockUsername,
  reserveLoginAttempt,
  tooManyAttempts,
} from "./login-throttle";
import { sha256 } from "../security";
import { dummyVerify, hashPassword, verifyPassword } from "./password";

const maintenanceError = () =>
  new HttpError(
    503,
    /*i18n*/ "GharSetu is under maintenance. Only admins and super admins can log in right now. Please try again later.",
    undefined,
    undefined,
    "MAINTENANCE",
  );

export function toPublicUser(u: User): PublicUser {
  const { password: _password, ...rest } = u;
  return rest;
}

export async function findUserById(db: Executor, id: number): Promise<PublicUser | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u ? toPublicUser(u) : null;
}

const USERNAME_TAKEN = /*i18n*/ "Username already exists";
/** Said on the form's username field: the client maps the code onto it. */
const usernameTaken = () =>
  codedError(409, ACCOUNT_ERROR_CODES.usernameTaken, USERNAME_TAKEN, [{ path: "username", message: USERNAME_TAKEN }]);

/** emailVerified: false only for a self-registration (an operator's or the seed's accounts count as verified). */
type NewAccount = RegisterInput & { role?: Role; emailVerified?: boolean; preferredLanguage?: Locale };

/**
 * Inserts a user after the duplicate checks; shared by registration, the CLI and the seed. The
 * password is hashed first, so a taken username answers no faster than a new account (the clear 409
 * messages stay, but timing tells an enumerator nothing more).
 */
export async function createAccount(tx: Executor, input: NewAccount): Promise<PublicUser> {
  const password = await hashPassword(input.password);
  const [clash] = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${input.username})`, sql`lower(${users.email}) = lower(${input.email})`))
    .limit(1);
  // An address given up within the week stays its owner's (addressReserved).
  if (!clash && (await addressReserved(tx, input.email, null))) throw emailTaken();
  if (clash) throw clash.username.toLowerCase() === input.username.toLowerCase() ? usernameTaken() : emailTaken();
  try {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        password,
        email: input.email,
        fullName: input.fullName,
        phoneNumber: input.phoneNumber ?? null,
        role: input.role ?? "user",
        emailVerifiedAt: input.emailVerified === false ? null : sql`now()`,
        ...(input.preferredLanguage ? { preferredLanguage: input.preferredLanguage } : {}),
      })
      .returning();
    return toPublicUser(row);
  } catch (e) {
    // A concurrent registration won the race for the same username or email.
    if (uniqueViolation(e)) throw conflict(/*i18n*/ "Username or email already exists");
    throw e;
  }
}

export { uniqueViolation };

/** `language`: the one the customer registered in (their notices and e-mails are written in it). */
export async function register(
  db: Db,
  input: RegisterRequest,
  ctx: RequestContext,
  secret: string,
  language: Locale = DEFAULT_LOCALE,
): Promise<PublicUser> {
  const s = await getSettings(db);
  if (!s.allowNewRegistrations) throw forbidden(/*i18n*/ "New registrations are currently closed");
  if (s.maintenanceMode) throw maintenanceError();
  const problem = passwordPolicyProblem(input.password, s.passwordPolicy);
  if (problem) throw new HttpError(400, problem, [{ path: "password", message: problem }]);
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, { ...input, emailVerified: false, preferredLanguage: language });
    await recordRegistrationConsents(tx, user.id, input);
    await sendEmailVerification(tx, user.id, user.email, secret, false);
    await writeAudit(tx, ctx, {
      userId: user.id,
      actionType: "register",
      entityType: "user",
      entityId: user.id,
      newValue: { role: user.role, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: input.marketingConsent === true },
      personal: { newValue: { username: user.username, email: user.email } },
      description: `New account registered: user #${user.id}`,
    });
    return user;
  });
}

/**
 * Checks credentials with lockout and maintenance rules; audit-logs every outcome (a lock once,
 * when it starts, so a flood of blocked attempts cannot flood the log). Attempts are counted per
 * username and address (the superadmin's limit, 15 minutes) and per username from everywhere (a
 * backstop that slows guessing after GLOBAL_ATTEMPTS_PER_HOUR, which a browser that signed in to the
 * account before, `knownDeviceUserId`, skips).
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  ctx: RequestContext,
  knownDeviceUserId: number | null,
  secret: string,
): Promise<PublicUser> {
  const key = input.username.trim().toLowerCase();
  const s = await getSettings(db);
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${key}`);
  const admitted = await admitPasswordAttempt(db, key, ctx.ipAddress, s.loginAttempts, row !== undefined && row.id === knownDeviceUserId);
  // An erased account keeps its row (anonymised) but can never sign in again.
  const ok = row && !row.erasedAt ? await verifyPassword(row.password, input.password) : await dummyVerify(input.password);
  if (!row || !ok) {
    await db.transaction(async (tx) => {
      // Whoever typed it is not known: the account is what the row is about, never its actor.
      await writeAudit(tx, ctx, {
        userId: null,
        subjectId: row?.id ?? null,
        actionType: "login_failed",
        entityType: "user",
        entityId: row?.id ?? null,
        // The name typed is not kept: it may be someone's e-mail address, or a password typed in the wrong box.
        description: row ? `Failed login for user #${row.id}` : "Failed login for a username that does not exist",
      });
      const lock = lockDueAfterFailure(admitted, s.loginAttempts);
      if (lock) {
        await lockUsername(tx, lock.key);
        await writeAudit(tx, ctx, {
          userId: null,
          subjectId: row?.id ?? null,
          actionType: "account_locked",
          entityType: "user",
          entityId: row?.id ?? null,
          description: `Login for ${row ? `user #${row.id}` : "a username that does not exist"} locked for ${LOCKOUT_MINUTES} minutes ${lock.why}`,
        });
        if (row && !row.erasedAt) await mailLockout(tx, row, ctx, secret, false);
      }
    });
    throw new HttpError(401, /*i18n*/ "Invalid username or password");
  }
  if (s.maintenanceMode && row.role === "user") {
    // The password was right: this refusal must not count towards a lockout.
    await clearLoginFailures(db, ...admitted.counted);
    await writeAudit(db, ctx, {
      userId: row.id,
      actionType: "login_refused_maintenance",
      entityType: "user",
      entityId: row.id,
      description: `Login refused for user #${row.id}: maintenance mode`,
    });
    throw maintenanceError();
  }
  await db.transaction(async (tx) => {
    // With a code still to come, the counts stay until it is right: else the right password would wipe
    // the count of wrong codes, and codes could be guessed for ever.
    if (!row.twoFactorEnabledAt) await clearLoginFailures(tx, ...admitted.counted);
    await writeAudit(tx, ctx, {
      userId: row.id,
      actionType: row.twoFactorEnabledAt ? "login_password_accepted" : "login",
      entityType: "user",
      entityId: row.id,
      description: row.twoFactorEnabledAt
        ? `User #${row.id} gave the right password; their second factor is asked next`
        : `User #${row.id} logged in`,
    });
  });
  return toPublicUser(row);
}

/**
 * Tells the account's owner their sign-in was locked, with a reset link: at most one such e-mail an
 * hour (each new link would void the one before).
 */
async function mailLockout(tx: Executor, row: User, ctx: RequestContext, secret: string, afterCodes: boolean): Promise<void> {
  // Nothing is e-mailed to an unproven address; a new link would only void the owner's live one.
  if (!row.emailVerifiedAt) return;
  const { hits } = await countHit(tx, `lockout-mail:${row.id}`, 3600);
  if (hits > 1) return;
  const link = await issueLink(tx, row.id, "reset_password", row.email, secret);
  await notify(tx, accountLocked(row, seenFrom(ctx), LOCKOUT_MINUTES, link, `${link.expiresAt.getTime()}`, afterCodes));
}

/** Wrong codes per account per hour, from everywhere together, before the code step locks for LOCKOUT_MINUTES. */
export const CODE_ATTEMPTS_PER_HOUR = 10;
const codeKey = (userId: number) => `code|${userId}`;

/**
 * What a pending sign-in remembers of the password it was given: a password reset (or any change) since
 * then voids the pending sign-in, so the old password can no longer finish signing in with a code.
 */
export async function passwordStamp(db: Executor, userId: number): Promise<string> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return stampOf(row?.password ?? "");
}
const stampOf = (passwordHash: string) => sha256(`sign-in:${passwordHash}`).slice(0, 24);

export const signInExpired = () =>
  codedError(401, ACCOUNT_ERROR_CODES.signInExpired, /*i18n*/ "Your sign-in has expired. Please enter your password again.");

/**
 * The second step of signing in to an account with two-factor sign-in: a code from the app (good
 * once) or a recovery code. Wrong codes count towards the same lockout as wrong passwords.
 */
export async function verifySecondFactor(
  db: Db,
  pending: { userId: number; stamp: string },
  code: string,
  ctx: RequestContext,
  secret: string,
): Promise<PublicUser> {
  const s = await getSettings(db);
  const [row] = await db.select().from(users).where(eq(users.id, pending.userId));
  if (!row || row.erasedAt || !row.twoFactorEnabledAt || stampOf(row.password) !== pending.stamp) throw signInExpired();
  // Counted from everywhere together, whatever network the guesses come from.
  const codes = await reserveLoginAttempt(db, codeKey(row.id), 60);
  if (codes.lockedMinutes > 0) throw tooManyAttempts(codes.lockedMinutes);
  if (codes.attempt > CODE_ATTEMPTS_PER_HOUR) {
    await lockUsername(db, codeKey(row.id));
    throw tooManyAttempts(LOCKOUT_MINUTES);
  }
  const admitted = await admitPasswordAttempt(db, row.username, ctx.ipAddress, s.loginAttempts, true);
  const how = await db.transaction((tx) => useSignInCode(tx, row, code, secret));
  if (!how) {
    await db.transaction(async (tx) => {
      await writeAudit(tx, ctx, {
        userId: null,
        subjectId: row.id,
        actionType: "login_failed",
        entityType: "user",
        entityId: row.id,
        description: `Wrong or reused two-factor code for user #${row.id}`,
      });
      const lock = lockDueAfterFailure(admitted, s.loginAttempts);
      if (lock) {
        await lockUsername(tx, lock.key);
        await writeAudit(tx, ctx, {
          userId: null,
          subjectId: row.id,
          actionType: "account_locked",
          entityType: "user",
          entityId: row.id,
          description: `Login for user #${row.id} locked for ${LOCKOUT_MINUTES} minutes ${lock.why}`,
        });
        await mailLockout(tx, row, ctx, secret, true);
      }
    });
    throw new HttpError(401, /*i18n*/ "That code is not correct. Please try again with the newest code from your app.", [
      { path: "code", message: /*i18n*/ "That code is not correct" },
    ]);
  }
  await db.transaction(async (tx) => {
    await clearLoginFailures(tx, admitted.keys.local, admitted.keys.global, codeKey(row.id));
    await writeAudit(tx, ctx, {
      userId: row.id,
      actionType: "login",
      entityType: "user",
      entityId: row.id,
      newValue: { secondFactor: how },
      description: `User #${row.id} logged in with ${how === "app" ? "a code from their authenticator app" : "a recovery code"}`,
    });
  });
  return toPublicUser(row);
}
