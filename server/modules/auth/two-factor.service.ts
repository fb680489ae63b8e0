import { randomBytes } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { COMPANY } from "../../../shared/catalog/company";
import {
  recoveryCodes,
  sessions,
  twoFactorKeys,
  users,
  type PublicUser,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { HttpError, conflict, forbidden, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { checkOwnPassword, seenFrom } from "../account";
import { dropPendingEmail } from "./email-verification.service";
import { writeAudit } from "../audit";
import { twoFactorChanged, notify } from "../notifications";
import { seal, sha256, unseal } from "../security";
import { nowMs } from "../../../shared/clock";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: six digits, 30 seconds, SHA-1, as
 * every app reads a QR code), through otpauth. The key is sealed with the server's secret; a code is
 * good once (the step it was made for must be later than the last one used), one step either side of
 * now is accepted for clocks that drift. Recovery codes: ten, random, single use, stored hashed.
 */
export type StaffTwoFactor = "required" | "optional";
const PERIOD = 30;
const RECOVERY_CODE_COUNT = 10;

const totpFor = (base32: string, label: string) =>
  new TOTP({ issuer: COMPANY.name, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });

export const isStaff = (user: Pick<PublicUser, "role">) => user.role !== "user";
export const mustEnrol = (user: Pick<PublicUser, "role" | "twoFactorEnabledAt">, mode: StaffTwoFactor) =>
  mode === "required" && isStaff(user) && !user.twoFactorEnabledAt;

export async function twoFactorStatus(db: Db, user: PublicUser, mode: StaffTwoFactor): Promise<TwoFactorStatus> {
  const [row] = await db.select({ enabledAt: users.twoFactorEnabledAt, role: users.role }).from(users).where(eq(users.id, user.id));
  const [{ left }] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: row.enabledAt !== null,
    enabledAt: row.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.enabledAt ? left : 0,
    required: mode === "required" && row.role !== "user",
  };
}

/** A new key for the account, not yet in use: the app scans it, and a code from it turns sign-in with it on. */
export async function startTwoFactorSetup(
  db: Db,
  user: PublicUser,
  currentPassword: string,
  ctx: RequestContext,
  secret: string,
): Promise<TwoFactorSetup> {
  await checkOwnPassword(db, user, currentPassword, "currentPassword", "two_factor_setup", ctx);
  const key = new Secret({ size: 20 });
  const totp = totpFor(key.base32, user.username);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ enabledAt: users.twoFactorEnabledAt }).from(users).where(eq(users.id, user.id)).for("update");
    if (row.enabledAt) throw conflict(/*i18n*/ "Two-factor sign-in is already on. Turn it off first to move it to another app.");
    const sealedSecret = seal(key.base32, secret, "two-factor-key");
    await tx
      .insert(twoFactorKeys)
      .values({ userId: user.id, sealedSecret })
      .onConflictDoUpdate({ target: twoFactorKeys.userId, set: { sealedSecret, lastUsedStep: null, createdAt: sql`now()` } });
    await writeAudit(tx, ctx, {
      actionType: "two_factor_setup_started",
      entityType: "user",
      entityId: user.id,
      description: `Two-factor sign-in set-up started (user #${user.id})`,
    });
  });
  const url = totp.toString();
  const modules = QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
  const qr = Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
  return { secret: key.base32, otpauthUrl: url, qr };
}

/**
 * Checks a six-digit code against the account's key and uses it up: the step it belongs to is written
 * as the last one used only if it is later than that (one statement, so two requests with one code
 * cannot both pass).
 */
async function useTotpCode(tx: Executor, userId: number, username: string, code: string, secret: string, now = nowMs()): Promise<boolean> {
  const [key] = await tx.select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, userId));
  const base32 = key ? unseal(key.sealedSecret, secret, "two-factor-key") : null;
  if (!base32) return false;
  const delta = totpFor(base32, username).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const used = await tx
    .update(twoFactorKeys)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactorKeys.userId, userId), sql`(${twoFactorKeys.lastUsedStep} is null or ${twoFactorKeys.lastUsedStep} < ${step})`))
    .returning({ userId: twoFactorKeys.userId });
  return used.length === 1;
}

const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

async function useRecoveryCode(tx: Executor, userId: number, code: string): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(normaliseRecovery(code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** A code at sign-in: six digits from the app, or a recovery code. */
export async function useSignInCode(
  tx: Executor,
  user: Pick<PublicUser, "id" | "username">,
  code: string,
  secret: string,
): Promise<"app" | "recovery" | null> {
  if (/^\d{6}$/.test(code)) return (await useTotpCode(tx, user.id, user.username, code, secret)) ? "app" : null;
  return (await useRecoveryCode(tx, user.id, code)) ? "recovery" : null;
}

/** Ten new recovery codes (xxxxx-xxxxx, lowercase letters and digits), replacing any before; only their hashes are kept. */
async function newRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normaliseRecovery(c)) })));
  return codes;
}

const wrongCode = () =>
  new HttpError(400, /*i18n*/ "That code is not correct. Check the time on your phone and try the newest code.", [
    { path: "code", message: /*i18n*/ "That code is not correct" },
  ]);

/**
 * Turns two-factor sign-in on with a first code from the app. Every other session of the account ends
 * (they were signed in without it); the ten recovery codes are answered once.
 */
export async function enableTwoFactor(
  db: Db,
  user: PublicUser,
  code: string,
  currentSid: string,
  ctx: RequestContext,
  secret: string,
): Promise<RecoveryCodes> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ enabledAt: users.twoFactorEnabledAt }).from(users).where(eq(users.id, user.id)).for("update");
    if (row.enabledAt) throw conflict(/*i18n*/ "Two-factor sign-in is already on");
    const [key] = await tx.select({ userId: twoFactorKeys.userId }).from(twoFactorKeys).where(eq(twoFactorKeys.userId, user.id));
    if (!key) throw conflict(/*i18n*/ "Start the set-up first: your authenticator key has not been made yet");
    if (!(await useTotpCode(tx, user.id, user.username, code, secret))) throw wrongCode();
    await tx
      .update(users)
      .set({ twoFactorEnabledAt: sql`now()` })
      .where(eq(users.id, user.id));
    const codes = await newRecoveryCodes(tx, user.id);
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.sid, currentSid)))
      .returning({ sid: sessions.sid });
    await writeAudit(tx, ctx, {
      actionType: "two_factor_enabled",
      entityType: "user",
      entityId: user.id,
      newValue: { otherSessionsEnded: ended.length },
      description: `Two-factor sign-in turned on; other sessions were ended (user #${user.id})`,
    });
    await notify(tx, twoFactorChanged(user, true, seenFrom(ctx)));
    return {
      recoveryCodes: codes,
      message:
        /*i18n*/ "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and we will not show them again.",
    };
  });
}

export async function renewRecoveryCodes(
  db: Db,
  user: PublicUser,
  currentPassword: string,
  code: string,
  ctx: RequestContext,
  secret: string,
): Promise<RecoveryCodes> {
  await checkOwnPassword(db, user, currentPassword, "currentPassword", "renew_recovery_codes", ctx);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ enabledAt: users.twoFactorEnabledAt }).from(users).where(eq(users.id, user.id)).for("update");
    if (!row.enabledAt) throw conflict(/*i18n*/ "Two-factor sign-in is off");
    if (!(await useTotpCode(tx, user.id, user.username, code, secret))) throw wrongCode();
    const codes = await newRecoveryCodes(tx, user.id);
    await writeAudit(tx, ctx, {
      actionType: "two_factor_recovery_codes_renewed",
      entityType: "user",
      entityId: user.id,
      description: `New two-factor recovery codes made; the old ones no longer work (user #${user.id})`,
    });
    return { recoveryCodes: codes, message: /*i18n*/ "Here are your new recovery codes. The old ones no longer work." };
  });
}

async function removeSecondFactor(tx: Executor, userId: number): Promise<void> {
  await tx.delete(twoFactorKeys).where(eq(twoFactorKeys.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, userId));
}

export async function disableTwoFactor(
  db: Db,
  user: PublicUser,
  currentPassword: string,
  ctx: RequestContext,
  mode: StaffTwoFactor,
): Promise<{ message: string }> {
  if (mode === "required" && isStaff(user))
    throw forbidden("Staff accounts must keep two-factor sign-in on. A super admin can reset it if you move to a new phone.");
  await checkOwnPassword(db, user, currentPassword, "currentPassword", "two_factor_disable", ctx);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ enabledAt: users.twoFactorEnabledAt }).from(users).where(eq(users.id, user.id)).for("update");
    if (!row.enabledAt) throw conflict(/*i18n*/ "Two-factor sign-in is already off");
    await removeSecondFactor(tx, user.id);
    await writeAudit(tx, ctx, {
      actionType: "two_factor_disabled",
      entityType: "user",
      entityId: user.id,
      description: `Two-factor sign-in turned off (user #${user.id})`,
    });
    await notify(tx, twoFactorChanged(user, false, seenFrom(ctx)));
    return { message: /*i18n*/ "Two-factor sign-in is off." };
  });
}

/**
 * A super admin resets another staff member's (or customer's) second factor, e.g. after a lost phone:
 * never their own (four eyes). The account's sessions end; it sets up again at its next sign-in.
 * Also run by the operator's CLI (ctx.userId null) when no other super admin can.
 */
export async function resetTwoFactor(
  db: Db,
  targetId: number,
  ctx: RequestContext,
  { staffOnly = true } = {},
): Promise<{ message: string }> {
  if (ctx.userId === targetId) throw forbidden("You cannot reset your own second factor. Ask another super admin.");
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, targetId), isNull(users.erasedAt)))
      .for("update");
    if (!target) throw notFound("User not found");
    // A customer keeps recovery codes for a lost phone; only the operator's command resets theirs.
    if (staffOnly && !isStaff(target))
      throw conflict("Only a staff member's second factor can be reset here. A customer uses a recovery code, or asks the operator.");
    if (!target.twoFactorEnabledAt) throw conflict("This account does not have two-factor sign-in on");
    await removeSecondFactor(tx, targetId);
    await dropPendingEmail(tx, targetId);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, targetId)).returning({ sid: sessions.sid });
    await writeAudit(tx, ctx, {
      subjectId: targetId,
      actionType: "two_factor_reset",
      entityType: "user",
      entityId: targetId,
      newValue: { sessionsEnded: ended.length },
      description: `Second factor of user #${targetId} reset ${ctx.userId ? `by super admin #${ctx.userId}` : "by an operator command"}; their sessions were ended`,
    });
    await notify(tx, twoFactorChanged(target, false, seenFrom(ctx), true));
    return { message: `Two-factor sign-in of ${target.username} was reset. They set it up again when they next sign in.` };
  });
}
