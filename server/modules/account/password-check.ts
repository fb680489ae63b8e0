import { eq } from "drizzle-orm";
import { users, type PublicUser } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { LOCKOUT_MINUTES, admitPasswordAttempt, clearLoginFailures, lockDueAfterFailure, lockUsername, verifyPassword } from "../auth";
import { getSettings } from "../settings";

/**
 * Checks the signed-in user's own password before a password change or an erasure. Each try counts
 * against the login lockout for that username, so a borrowed signed-in browser cannot guess the
 * password here any faster than at the login form. A wrong password is a 400 on `field`. The browser
 * is signed in to this account, so the all-addresses backstop does not hold it back (as it does not
 * hold back a known device at the login form).
 */
export async function checkOwnPassword(
  db: Db,
  user: PublicUser,
  password: string,
  field: string,
  action: string,
  ctx: RequestContext,
): Promise<void> {
  const s = await getSettings(db);
  const admitted = await admitPasswordAttempt(db, user.username, ctx.ipAddress, s.loginAttempts, true);
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
  if (row && (await verifyPassword(row.password, password))) {
    await clearLoginFailures(db, ...admitted.counted);
    return;
  }
  await db.transaction(async (tx) => {
    await writeAudit(tx, ctx, {
      actionType: `${action}_wrong_password`,
      entityType: "user",
      entityId: user.id,
      description: `Wrong current password given to ${action.replaceAll("_", " ")} (user #${user.id})`,
    });
    const lock = lockDueAfterFailure(admitted, s.loginAttempts);
    if (lock) {
      await lockUsername(tx, lock.key);
      await writeAudit(tx, ctx, {
        actionType: "account_locked",
        entityType: "user",
        entityId: user.id,
        description: `Login and password checks for user #${user.id} locked for ${LOCKOUT_MINUTES} minutes ${lock.why}`,
      });
    }
  });
  const message = /*i18n*/ "Your current password is not correct";
  throw new HttpError(400, message, [{ path: field, message }]);
}
