import { and, eq, isNull, or, sql } from "drizzle-orm";
import { passwordPolicyProblem } from "../../../shared/catalog/password-policy";
import { loginThrottles, sessions, users } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { HttpError } from "../../http/errors";
import type { Message } from "../../i18n";
import { countHit, networkOf } from "../../http/rate-limit";
import type { RequestContext } from "../../http/request-context";
import { seenFrom } from "../account";
import { writeAudit } from "../audit";
import { passwordResetLink, passwordWasReset, notify } from "../notifications";
import { getSettings } from "../settings";
import { claimLink, issueLink, linkIsLive, linkNotValid, useLink } from "./account-tokens";
import { hashPassword } from "./password";
import { ACCOUNT_FROZEN, dropPendingEmail } from "./email-verification.service";

/**
 * A forgotten password: finds the account by username or e-mail address and e-mails it a reset link,
 * unless the account already had `perHour` links this hour. Says nothing either way: the route answers
 * before this runs, so neither the answer nor its timing tells whether an account matched.
 */
export async function requestPasswordReset(db: Db, login: string, ctx: RequestContext, secret: string, perHour: number): Promise<void> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, email: users.email, password: users.password })
    .from(users)
    .where(and(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`), isNull(users.erasedAt)))
    .limit(1);
  // A frozen account (its address could not be given back to its owner) gets no link until staff act.
  if (!row || row.password === ACCOUNT_FROZEN) return;
  // Per account from each network, and a wider cap from all together: a stranger asking again and
  // again from one network cannot use up the owner's own requests.
  const network = networkOf(ctx.ipAddress ?? "unknown");
  const fromHere = await countHit(db, `reset-links:${row.id}:${network}`, 3600);
  if (fromHere.hits > perHour) return;
  const fromAll = await countHit(db, `reset-links:${row.id}`, 3600);
  if (fromAll.hits > perHour * 4) return;
  await db.transaction(async (tx) => {
    const link = await issueLink(tx, row.id, "reset_password", row.email, secret);
    await notify(tx, passwordResetLink(row, link));
    await writeAudit(
      tx,
      { ...ctx, userId: null },
      {
        subjectId: row.id,
        actionType: "password_reset_requested",
        entityType: "user",
        entityId: row.id,
        description: `A password reset link was e-mailed for user #${row.id}`,
      },
    );
  });
}

export const checkResetLink = async (db: Db, token: string) => {
  if (!(await linkIsLive(db, token, "reset_password"))) throw linkNotValid();
  return { valid: true as const };
};

/** Ends a username's lockouts from every network (keys are "<network>|<username>" and "*|<username>"). */
export async function clearLockouts(tx: Executor, username: string): Promise<void> {
  const suffix = `|${username.toLowerCase()}`;
  await tx.delete(loginThrottles).where(sql`right(${loginThrottles.usernameKey}, ${suffix.length}) = ${suffix}`);
}

/**
 * Sets a new password from a reset link: the superadmin's policy applies; every session of the account
 * ends, its lockout is cleared, and the address the link went to counts as verified (it was opened there).
 */
export async function resetPassword(db: Db, token: string, newPassword: string, ctx: RequestContext): Promise<{ message: Message }> {
  const problem = passwordPolicyProblem(newPassword, (await getSettings(db)).passwordPolicy);
  if (problem) throw new HttpError(400, problem, [{ path: "newPassword", message: problem }]);
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const { link, user } = await claimLink(tx, token, "reset_password");
    // The account's address changed since the link was sent: it is not for this account's mailbox any more.
    if (link.email.toLowerCase() !== user.email.toLowerCase()) throw linkNotValid();
    await useLink(tx, link.id);
    await tx
      .update(users)
      .set({ password: hash, emailVerifiedAt: user.emailVerifiedAt ?? sql`now()` })
      .where(eq(users.id, user.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ sid: sessions.sid });
    await clearLockouts(tx, user.username);
    await dropPendingEmail(tx, user.id);
    await writeAudit(
      tx,
      { ...ctx, userId: user.id },
      {
        actionType: "password_reset",
        entityType: "user",
        entityId: user.id,
        newValue: { sessionsEnded: ended.length },
        description: `Password reset with an e-mailed link; every session was ended and the lockout cleared (user #${user.id})`,
      },
    );
    await notify(tx, passwordWasReset(user, seenFrom(ctx)));
    return { message: /*i18n*/ "Your password has been changed and every device was signed out. Please log in with your new password." };
  });
}
