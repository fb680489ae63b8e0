import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  ACCOUNT_ERROR_CODES,
  LINK_NOT_VALID,
  TOKEN_LIFETIME_MINUTES,
  accountTokens,
  users,
  type AccountToken,
  type AccountTokenPurpose,
  type User,
} from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { codedError } from "../../http/errors";
import { APP_ORIGIN, LINK_TOKEN } from "../outbox";
import { randomToken, seal, sha256 } from "../security";

export const linkNotValid = () => codedError(400, ACCOUNT_ERROR_CODES.linkNotValid, LINK_NOT_VALID);

/** A new link's token, sealed for the outbox, and the URL its e-mail shows (APP_ORIGIN/LINK_TOKEN filled in as it is sent). */
export type IssuedLink = { sealedToken: string; url: string; expiresAt: Date };

const PAGE: Record<AccountTokenPurpose, string> = {
  verify_email: "/verify-email",
  reset_password: "/reset-password",
  report_email_change: "/report-email-change",
};

/**
 * Issues a single-use link for the account: a random token whose SHA-256 alone is stored, and which
 * uses up every older unused link of the same purpose (a newer link voids older ones). The token
 * itself leaves only sealed, in the e-mail's outbox row. The page reads it from after `#`, so it never
 * reaches a server log or a Referer.
 */
export async function issueLink(
  tx: Executor,
  userId: number,
  purpose: AccountTokenPurpose,
  email: string,
  secret: string,
): Promise<IssuedLink> {
  // One issuer at a time per account, so two requests at once cannot each leave a live link.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  // Except "this wasn't me": every address an account had keeps its own way back, so a second change
  // cannot void the owner's link from the first.
  if (purpose !== "report_email_change") {
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  }
  const token = randomToken();
  const [row] = await tx
    .insert(accountTokens)
    .values({
      userId,
      purpose,
      tokenHash: sha256(token),
      email,
      expiresAt: sql`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES[purpose]})`,
    })
    .returning({ expiresAt: accountTokens.expiresAt });
  return {
    sealedToken: seal(token, secret, "mail-link"),
    url: `${APP_ORIGIN}${PAGE[purpose]}#token=${LINK_TOKEN}`,
    expiresAt: row.expiresAt,
  };
}

/** Uses up every unused link of these purposes for the account (a password reset, a reported change). */
export async function voidLinks(tx: Executor, userId: number, ...purposes: AccountTokenPurpose[]): Promise<void> {
  for (const purpose of purposes) {
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  }
}

/**
 * The live link for this token and purpose, and its account row, both locked for the change the link
 * makes; a link expired, used, voided, of another purpose, of an erased account, or unknown is one
 * clear 400 (LINK_NOT_VALID), whatever the reason.
 */
export async function claimLink(tx: Executor, token: string, purpose: AccountTokenPurpose): Promise<{ link: AccountToken; user: User }> {
  const [link] = await tx
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .for("update");
  if (!link) throw linkNotValid();
  const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for("update");
  if (!user || user.erasedAt) throw linkNotValid();
  return { link, user };
}

/** Marks a claimed link used (inside the change it made). */
export async function useLink(tx: Executor, linkId: number): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(accountTokens.id, linkId));
}

/** Whether the token is a live link of this purpose (the reset page asks before showing its form). */
export async function linkIsLive(tx: Executor, token: string, purpose: AccountTokenPurpose): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        isNull(users.erasedAt),
        // A reset link is for the address it went to: once the account has another, it is void (as resetPassword checks).
        purpose === "reset_password" ? sql`lower(${accountTokens.email}) = lower(${users.email})` : undefined,
      ),
    );
  return row !== undefined;
}
