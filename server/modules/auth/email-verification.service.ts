import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { ACCOUNT_ERROR_CODES, LINK_FOR_ANOTHER_ACCOUNT, accountTokens, sessions, users, type PublicUser } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { HttpError, codedError, conflict } from "../../http/errors";
import type { Message } from "../../i18n";
import type { RequestContext } from "../../http/request-context";
import { countHit } from "../../http/rate-limit";
import { seenFrom } from "../account";
import { writeAudit } from "../audit";
import { emailChangeDone, emailChangeReported, staffEmailChangeAlert, verifyEmail, notify } from "../notifications";
import { claimLink, issueLink, linkNotValid, useLink, voidLinks } from "./account-tokens";
import { uniqueViolation } from "../../db/db-errors";
import { now } from "../../../shared/clock";

const sameAddress = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
export const EMAIL_TAKEN = /*i18n*/ "An account with this email already exists";
/** The address is another account's: said on the form's e-mail field (the client maps the code onto it). */
export const emailTaken = () => codedError(409, ACCOUNT_ERROR_CODES.emailTaken, EMAIL_TAKEN, [{ path: "email", message: EMAIL_TAKEN }]);

/** Sends a link that proves `email` belongs to the account (its own unverified address, or the one it is changing to). */
export async function sendEmailVerification(tx: Executor, userId: number, email: string, secret: string, change: boolean): Promise<void> {
  const link = await issueLink(tx, userId, "verify_email", email, secret);
  await notify(tx, verifyEmail({ id: userId }, email, link, change));
}

/**
 * A new link to prove the address, on the customer's request from the dashboard: counted per account
 * (the same count as every other link sent to it), at most `perHour`.
 */
export async function resendEmailVerification(
  db: Db,
  user: PublicUser,
  ctx: RequestContext,
  secret: string,
  perHour: number,
): Promise<{ message: Message }> {
  const { hits, retry } = await countHit(db, `account-links:${user.id}`, 3600);
  if (hits > perHour) {
    throw new HttpError(
      429,
      /*i18n*/ {
        id: "auth.links_per_hour",
        message: "You can ask for {count} links an hour. Please check your inbox (and spam folder), or try again later.",
        values: { count: perHour },
      },
      undefined,
      {
        "Retry-After": String(Math.max(1, retry)),
      },
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    const target = row.pendingEmail ?? (row.emailVerifiedAt ? null : row.email);
    if (!target) throw conflict(/*i18n*/ "Your e-mail address is already verified");
    await sendEmailVerification(tx, row.id, target, secret, row.pendingEmail !== null);
    await writeAudit(tx, ctx, {
      actionType: "resend_email_verification",
      entityType: "user",
      entityId: row.id,
      description: `Customer asked for a new e-mail verification link (user #${row.id})`,
    });
    return {
      message: /*i18n*/ {
        id: "auth.verification_link_sent",
        message: "We have sent a new link to {address}. It is valid for 24 hours.",
        values: { address: target },
      },
    };
  });
}

/**
 * Opens a verification link: the account's own address becomes verified, or the address it asked to
 * change to becomes its address (verified), and the old address is told, with a link to undo it.
 * A link for another account than the one signed in on this browser is refused.
 */
export async function verifyEmailLink(
  db: Db,
  token: string,
  signedIn: PublicUser | undefined,
  ctx: RequestContext,
  secret: string,
): Promise<{ message: Message; email: string }> {
  try {
    return await verifyInTransaction(db, token, signedIn, ctx, secret);
  } catch (e) {
    // Another account took the address at this very moment: the unique index decides.
    if (uniqueViolation(e)) throw new HttpError(409, EMAIL_TAKEN);
    throw e;
  }
}

async function verifyInTransaction(db: Db, token: string, signedIn: PublicUser | undefined, ctx: RequestContext, secret: string) {
  return db.transaction(async (tx) => {
    const { link, user } = await claimLink(tx, token, "verify_email");
    if (signedIn && signedIn.id !== user.id) throw codedError(400, ACCOUNT_ERROR_CODES.linkForAnotherAccount, LINK_FOR_ANOTHER_ACCOUNT);
    await useLink(tx, link.id);
    if (sameAddress(user.email, link.email)) {
      if (!user.emailVerifiedAt)
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`now()` })
          .where(eq(users.id, user.id));
      await writeAudit(
        tx,
        { ...ctx, userId: user.id },
        {
          actionType: "verify_email",
          entityType: "user",
          entityId: user.id,
          description: `Customer verified their e-mail address (user #${user.id})`,
        },
      );
      return { message: /*i18n*/ "Your e-mail address is verified. Thank you.", email: user.email };
    }
    if (!sameAddress(user.pendingEmail, link.email)) throw linkNotValid();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${link.email})`, ne(users.id, user.id)));
    if (taken || (await addressReserved(tx, link.email, user.id))) throw new HttpError(409, EMAIL_TAKEN);
    await tx
      .update(users)
      .set({ email: link.email, pendingEmail: null, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await writeAudit(
      tx,
      { ...ctx, userId: user.id },
      {
        actionType: "change_email",
        entityType: "user",
        entityId: user.id,
        personal: { oldValue: { email: user.email }, newValue: { email: link.email } },
        description: `Customer's new e-mail address was verified and is now their address (user #${user.id})`,
      },
    );
    if (user.emailVerifiedAt) {
      const report = await issueLink(tx, user.id, "report_email_change", user.email, secret);
      await notify(tx, emailChangeDone(user, user.email, link.email, seenFrom(ctx), report));
    }
    return { message: /*i18n*/ "Your new e-mail address is verified and is now the address of your account.", email: link.email };
  });
}

/**
 * An address another account gave up within the last week is kept for it: its owner may still say
 * "this wasn't me" and must then get it back, so nobody else may register it or change to it meanwhile.
 */
export async function addressReserved(tx: Executor, email: string, exceptUserId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.purpose, "report_email_change"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        sql`lower(${accountTokens.email}) = lower(${email})`,
        exceptUserId === null ? undefined : ne(accountTokens.userId, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Drops an address change still waiting for its link (after a password reset or change, a reported
 * change, a second factor reset: whoever asked for it may not have been the owner).
 */
export async function dropPendingEmail(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, userId)).returning({ email: users.email });
  if (!row) return;
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "verify_email"),
        isNull(accountTokens.usedAt),
        sql`lower(${accountTokens.email}) <> lower(${row.email})`,
      ),
    );
}

/** What a password becomes when the owner reports a change they did not make: no password verifies until it is reset. */
export const PASSWORD_RESET_REQUIRED = "!reset-required";
/** An account whose address could not be given back: no link is e-mailed for it until staff have spoken to the owner. */
export const ACCOUNT_FROZEN = "!frozen";

/**
 * "This wasn't me", from an address the account had: the change is stopped, or undone (the address is
 * kept for its owner, see addressReserved), every link and session of the account ends, and whatever
 * password whoever made the change knows stops working: a reset link goes to the address given back.
 * Staff are alerted in the app.
 */
export async function reportEmailChange(db: Db, token: string, ctx: RequestContext, secret: string): Promise<{ message: Message }> {
  try {
    return await db.transaction(async (tx) => {
      const { link, user } = await claimLink(tx, token, "report_email_change");
      await useLink(tx, link.id);
      await voidLinks(tx, user.id, "verify_email", "report_email_change", "reset_password");
      let restored = sameAddress(user.email, link.email);
      if (!restored) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${link.email})`, ne(users.id, user.id)));
        if (!taken) {
          await tx.update(users).set({ email: link.email }).where(eq(users.id, user.id));
          restored = true;
        }
      }
      await tx
        .update(users)
        .set({
          pendingEmail: null,
          password: restored ? PASSWORD_RESET_REQUIRED : ACCOUNT_FROZEN,
          emailVerifiedAt: restored ? sql`now()` : null,
        })
        .where(eq(users.id, user.id));
      const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ sid: sessions.sid });
      await writeAudit(
        tx,
        { ...ctx, userId: null },
        {
          subjectId: user.id,
          actionType: "email_change_reported",
          entityType: "user",
          entityId: user.id,
          newValue: { addressRestored: restored, sessionsEnded: ended.length },
          personal: { newValue: { email: link.email } },
          description: restored
            ? `A change of e-mail address was reported as not made by the customer (user #${user.id}): address restored, sessions ended, password to be reset`
            : `A change of e-mail address was reported as not made by the customer (user #${user.id}): the address could not be restored; account frozen until staff act`,
        },
      );
      const staff = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(inArray(users.role, ["admin", "superadmin"]), isNull(users.erasedAt)));
      const at = now();
      for (const s of staff) await notify(tx, staffEmailChangeAlert(s, user.id, at, restored));
      if (restored) {
        const reset = await issueLink(tx, user.id, "reset_password", link.email, secret);
        await notify(tx, emailChangeReported(user, seenFrom(ctx), reset));
      }
      return {
        message: restored
          ? /*i18n*/ "Thank you. The change is undone, every device has been signed out and our team has been told. We have e-mailed you a link to choose a new password: your old one no longer works."
          : /*i18n*/ "Thank you. Every device has been signed out and the account is locked; our team has been told and will contact you.",
      };
    });
  } catch (e) {
    // The address was taken at this very moment: try again, and it is found taken (the frozen path).
    if (uniqueViolation(e)) throw conflict(/*i18n*/ "This change clashed with another one made at the same moment. Please try again.");
    throw e;
  }
}
