import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { passwordPolicyProblem } from "../../../shared/catalog/password-policy";
import {
  changesEmail,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  sessions,
  users,
  type PasswordChange,
  type ProfileUpdate,
  type PublicUser,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import {
  emailTaken,
  toPublicUser,
  uniqueViolation,
  hashPassword,
  issueLink,
  addressReserved,
  dropPendingEmail,
  sendEmailVerification,
} from "../auth";
import { passwordChanged, emailChangeRequested, notify } from "../notifications";
import { deviceLabel, seenFrom } from "./sessions.service";
import { getSettings } from "../settings";
import { checkOwnPassword } from "./password-check";
import { now } from "../../../shared/clock";
import type { Locale } from "../../../shared/i18n/locales";

/** Languages as the (English-only) audit trail names them. */
const LOCALE_NAMES_EN: Record<Locale, string> = { en: "English", hi: "Hindi" };

/**
 * Corrects the customer's own contact details. The audit row says which fields changed; their old and
 * new values are kept beside it as the customer's personal data (until erasure), so a disputed change can be traced;
 * a changed e-mail address is told at the old address.
 */
export async function updateProfile(
  db: Db,
  user: PublicUser,
  input: ProfileUpdate,
  ctx: RequestContext,
  secret: string,
): Promise<PublicUser> {
  const userId = user.id;
  const needsPassword = () =>
    new HttpError(400, EMAIL_CHANGE_NEEDS_PASSWORD, [{ path: "currentPassword", message: EMAIL_CHANGE_NEEDS_PASSWORD }]);
  // Checked before anything is looked up, so without the password nobody learns whether an address is taken.
  const passwordChecked = changesEmail(user.email, input.email);
  if (passwordChecked) {
    if (!input.currentPassword) throw needsPassword();
    await checkOwnPassword(db, user, input.currentPassword, "currentPassword", "change_email", ctx);
  }
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (!current || current.erasedAt) throw notFound(/*i18n*/ "Account not found");
      const next = {
        fullName: input.fullName ?? current.fullName,
        email: input.email ?? current.email,
        phoneNumber: input.phoneNumber === undefined ? current.phoneNumber : input.phoneNumber,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
      if (changed.length === 0) return toPublicUser(current);
      // The address changed since this session read it: the password was not asked for.
      if (!passwordChecked && changesEmail(current.email, next.email)) throw needsPassword();
      // Another address becomes the account's only when a link sent to it is opened (email-verification.service.ts);
      // a change of case only is the same address, and is made at once.
      const newAddress = changesEmail(current.email, next.email) ? next.email : null;
      if (newAddress) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${newAddress})`, ne(users.id, userId)));
        if (taken || (await addressReserved(tx, newAddress, userId))) throw emailTaken();
      }
      const applied = { ...next, email: newAddress ? current.email : next.email };
      const [row] = await tx
        .update(users)
        .set({ ...applied, ...(newAddress ? { pendingEmail: newAddress } : {}) })
        .where(eq(users.id, userId))
        .returning();
      const label = (k: keyof typeof next) => ({ fullName: "name", email: "e-mail address", phoneNumber: "mobile number" })[k];
      await writeAudit(tx, ctx, {
        actionType: "update_profile",
        entityType: "user",
        entityId: userId,
        oldValue: { changed },
        personal: {
          oldValue: Object.fromEntries(changed.map((k) => [k, current[k]])),
          newValue: Object.fromEntries(changed.map((k) => [k, next[k]])),
        },
        description: newAddress
          ? `Customer asked to change their ${changed.map(label).join(", ")}; the new e-mail address waits for its link to be opened (user #${userId})`
          : `Customer corrected their ${changed.map(label).join(", ")} (user #${userId})`,
      });
      if (newAddress) {
        await sendEmailVerification(tx, userId, newAddress, secret, true);
        // The address being replaced hears of it at once, with a way to stop it (nothing goes there if it was never verified).
        const report = await issueLink(tx, userId, "report_email_change", current.email, secret);
        await notify(tx, emailChangeRequested(row, current.email, newAddress, seenFrom(ctx), report));
      }
      return toPublicUser(row);
    });
  } catch (e) {
    // Two accounts taking the same address at once: the unique index decides.
    if (uniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

/**
 * The customer's own password change: the current password is checked (counted against the login
 * lockout), the superadmin's policy applies, and every session of the account ends. The caller signs
 * this browser in again on a fresh session id, so only the device that made the change stays signed in.
 */
export async function changeOwnPassword(db: Db, user: PublicUser, input: PasswordChange, ctx: RequestContext): Promise<void> {
  const problem = passwordPolicyProblem(input.newPassword, (await getSettings(db)).passwordPolicy);
  if (problem) throw new HttpError(400, problem, [{ path: "newPassword", message: problem }]);
  await checkOwnPassword(db, user, input.currentPassword, "currentPassword", "change_password", ctx);
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // A change that waited behind an erasure finds the account erased and sets nothing.
    const [row] = await tx
      .update(users)
      .set({ password: hash })
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
      .returning({ id: users.id });
    if (!row) throw notFound(/*i18n*/ "Account not found");
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ sid: sessions.sid });
    await writeAudit(tx, ctx, {
      actionType: "change_password",
      entityType: "user",
      entityId: user.id,
      newValue: { otherSessionsEnded: Math.max(0, ended.length - 1) },
      description: `Customer changed their password; their other sessions were ended (user #${user.id})`,
    });
    await dropPendingEmail(tx, user.id);
    await notify(tx, passwordChanged(user, now(), deviceLabel(ctx.userAgent)));
  });
}

/**
 * The language the customer reads GharSetu in: their notices and e-mails are written in it from now on,
 * and signing in sets the page's language from it. Audited like any change to the profile.
 */
export async function setPreferredLanguage(db: Db, user: PublicUser, language: Locale, ctx: RequestContext): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
      .for("update");
    if (!current) throw notFound(/*i18n*/ "Account not found");
    if (current.preferredLanguage === language) return toPublicUser(current);
    const [row] = await tx.update(users).set({ preferredLanguage: language }).where(eq(users.id, user.id)).returning();
    await writeAudit(tx, ctx, {
      actionType: "change_language",
      entityType: "user",
      entityId: user.id,
      oldValue: { preferredLanguage: current.preferredLanguage },
      newValue: { preferredLanguage: language },
      description: `Customer chose to read GharSetu in ${LOCALE_NAMES_EN[language]} (user #${user.id})`,
    });
    return toPublicUser(row);
  });
}
