import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { ACCOUNT_ERROR_CODES, LINK_FOR_ANOTHER_ACCOUNT, sessions, users, type PublicUser } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { HttpError, codedError, conflict } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { countHit } from "../../http/rate-limit";
import { deviceLabel } from "../account/sessions.service";
import { writeAudit } from "../audit/audit.service";
import { emailChangeDone, emailChangeReported, staffEmailChangeAlert, verifyEmail } from "../notifications/notices/security-notices";
import { notify } from "../notifications/notify";
import { claimLink, issueLink, linkNotValid, useLink, voidLinks } from "./account-tokens";

const sameAddress = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
export const EMAIL_TAKEN = "An account with this email already exists";
const seenFrom = (ctx: RequestContext) => ({ at: new Date(), device: deviceLabel(ctx.userAgent) });

/** Sends a link that proves `email` belongs to the account (its own unverified address, or the one it is changing to). */
export async function sendEmailVerification(tx: Executor, userId: number, email: string, secret: string, change: boolean): Promise<void> {
  const link = await issueLink(tx, userId, "verify_email", email, secret);
  await notify(tx, verifyEmail({ id: userId }, email, link, change));
}

/**
 * A new link to prove the address, on the customer's request from the dashboard: counted per account
 * (the same count as every other link sent to it), at most `perHour`.
 */
export async function resendEmailVerification(db: Db, user: PublicUser, ctx: RequestContext, secret: string, perHour: number): Promise<{ message: string }> {
  const { hits, retry } = await countHit(db, `account-links:${user.id}`, 3600);
  if (hits > perHour) {
    throw new HttpError(429, `You can ask for ${perHour} links an hour. Please check your inbox (and spam folder), or try again later.`, undefined, {
      "Retry-After": String(Math.max(1, retry)),
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    const target = row.pendingEmail ?? (row.emailVerifiedAt ? null : row.email);
    if (!target) throw conflict("Your e-mail address is already verified");
    await sendEmailVerification(tx, row.id, target, secret, row.pendingEmail !== null);
    await writeAudit(tx, ctx, {
      actionType: "resend_email_verification",
      entityType: "user",
      entityId: row.id,
      description: `Customer asked for a new e-mail verification link (user #${row.id})`,
    });
    return { message: `We have sent a new link to ${target}. It is valid for 24 hours.` };
  });
}

/**
 * Opens a verification link: the account's own address becomes verified, or the address it asked to
 * change to becomes its address (verified), and the old address is told, with a link to undo it.
 * A link for another account than the one signed in on this browser is refused.
 */
export async function verifyEmailLink(db: Db, token: string, signedIn: PublicUser | undefined, ctx: RequestContext, secret: string): Promise<{ message: string; email: string }> {
  return db.transaction(async (tx) => {
    const { link, user } = await claimLink(tx, token, "verify_email");
    if (signedIn && signedIn.id !== user.id) throw codedError(400, ACCOUNT_ERROR_CODES.linkForAnotherAccount, LINK_FOR_ANOTHER_ACCOUNT);
    await useLink(tx, link.id);
    if (sameAddress(user.email, link.email)) {
      if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, user.id));
      await writeAudit(tx, { ...ctx, userId: user.id }, {
        actionType: "verify_email",
        entityType: "user",
        entityId: user.id,
        description: `Customer verified their e-mail address (user #${user.id})`,
      });
      return { message: "Your e-mail address is verified. Thank you.", email: user.email };
    }
    if (!sameAddress(user.pendingEmail, link.email)) throw linkNotValid();
    const [taken] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${link.email})`, ne(users.id, user.id)));
    if (taken) throw new HttpError(409, EMAIL_TAKEN);
    await tx.update(users).set({ email: link.email, pendingEmail: null, emailVerifiedAt: sql`now()` }).where(eq(users.id, user.id));
    await writeAudit(tx, { ...ctx, userId: user.id }, {
      actionType: "change_email",
      entityType: "user",
      entityId: user.id,
      personal: { oldValue: { email: user.email }, newValue: { email: link.email } },
      description: `Customer's new e-mail address was verified and is now their address (user #${user.id})`,
    });
    if (user.emailVerifiedAt) {
      const report = await issueLink(tx, user.id, "report_email_change", user.email, secret);
      await notify(tx, emailChangeDone(user, user.email, link.email, seenFrom(ctx), report));
    }
    return { message: "Your new e-mail address is verified and is now the address of your account.", email: link.email };
  });
}

/**
 * "This wasn't me", from the old address: the change is stopped (or undone, when that address is
 * still free), every session of the account ends, and staff are alerted in the app.
 */
export async function reportEmailChange(db: Db, token: string, ctx: RequestContext): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { link, user } = await claimLink(tx, token, "report_email_change");
    await useLink(tx, link.id);
    await voidLinks(tx, user.id, "verify_email", "report_email_change");
    let restored = sameAddress(user.email, link.email);
    if (!restored) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${link.email})`, ne(users.id, user.id)));
      if (!taken) {
        await tx.update(users).set({ email: link.email, emailVerifiedAt: sql`now()` }).where(eq(users.id, user.id));
        restored = true;
      }
    }
    await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ sid: sessions.sid });
    await writeAudit(tx, { ...ctx, userId: null }, {
      subjectId: user.id,
      actionType: "email_change_reported",
      entityType: "user",
      entityId: user.id,
      newValue: { addressRestored: restored, sessionsEnded: ended.length },
      personal: { newValue: { email: link.email } },
      description: `A change of e-mail address was reported as not made by the customer (user #${user.id}); their sessions were ended`,
    });
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, ["admin", "superadmin"]), isNull(users.erasedAt)));
    const at = new Date();
    for (const s of staff) await notify(tx, staffEmailChangeAlert(s, user.id, at));
    await notify(tx, emailChangeReported(user, seenFrom(ctx)));
    return {
      message: restored
        ? "Thank you. The change is undone, every device has been signed out and our team has been told. Please reset your password now."
        : "Thank you. Every device has been signed out and our team has been told; they will contact you. Please reset your password now.",
    };
  });
}
