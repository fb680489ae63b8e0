import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { KYC_RETENTION_YEARS } from "../../../shared/catalog/privacy";
import { addDays, istToday, loanApplications, users, type PublicUser, type User } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import type { FileStorage } from "../../storage/file-storage";
import { writeAudit } from "../audit";
import type { CleanupLog } from "../kyc";
import { accountDeleted, emailOf } from "../notifications";
import { enqueue } from "../outbox";
import { hasPaidAnything } from "../payments";
import { seal } from "../security";
import { ERASURE_STEPS, type ErasureSubject } from "./erasure-steps";
import { seenFrom } from "./sessions.service";
import { checkOwnPassword } from "./password-check";

/** The day KYC files kept under KYC_RETENTION_RULE are deleted: that many years after today (in India). */
export function kycRetentionEnd(today = istToday()): string {
  const [y, m, d] = today.split("-").map(Number);
  // 29 February has no twin five years on: the day after 28 February then.
  const end = new Date(Date.UTC(y + KYC_RETENTION_YEARS, m - 1, d));
  return end.getUTCMonth() === m - 1 ? end.toISOString().slice(0, 10) : addDays(`${y + KYC_RETENTION_YEARS}-02-28`, 1);
}

/** KYC_RETENTION_RULE: a business relationship began once they applied for a loan or paid us anything. */
async function hadBusinessRelationship(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from ${loanApplications} where user_id = ${userId})
          or ${hasPaidAnything(userId)} as yes`,
  );
  return Boolean(row?.yes);
}

/**
 * Locks the account's row against every create path (which share-lock it and re-check erased_at), so
 * nothing of theirs is written after the erasure. A superadmin's erasure also locks every superadmin,
 * in id order as a role change does, so two superadmins leaving at once queue and one stays; nobody
 * else holds those locks for longer than their own row.
 */
async function lockForErasure(tx: Executor, userId: number): Promise<void> {
  const [seen] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (seen?.role === "superadmin") {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.role, "superadmin"), eq(users.id, userId)))
      .orderBy(asc(users.id))
      .for("update");
    return;
  }
  const [own] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
  // Made a superadmin in between: the superadmins' locks must be taken in id order, so start again.
  if (own?.role === "superadmin") throw conflict("Your role changed while your account was being deleted. Please try again.");
}

/**
 * Erases the signed-in customer's account at their request (DPDP Act 2023, section 12): the
 * password again, then every ERASURE_STEPS step and the audit row in one transaction. The last
 * superadmin cannot go (nobody could run the system). Deleted KYC files are removed from storage after
 * the commit; a file that cannot be removed is logged by its storage key (never a name) to remove by hand.
 */
/**
 * The e-mail that confirms the deletion, queued after every step (the outbox step removes the
 * account's messages): its address is sealed with the server's secret, so nothing readable of the
 * person stays in the database (docs/decisions/account-recovery.md).
 */
async function queueGoodbye(tx: Executor, row: User, ctx: RequestContext, secret: string): Promise<void> {
  const email = await emailOf(accountDeleted(row, seenFrom(ctx)), { email: row.email, name: "" }, row.preferredLanguage);
  await enqueue(tx, "email", { ...email, to: "", sealedTo: seal(row.email, secret, "mail-link") }, `account_deleted:user:${row.id}`);
}

export async function eraseAccount(
  db: Db,
  storage: FileStorage,
  user: PublicUser,
  password: string,
  ctx: RequestContext,
  log: CleanupLog,
  secret: string,
): Promise<{ kycKeptUntil: string | null }> {
  await checkOwnPassword(db, user, password, "password", "erase_account", ctx);
  const subject = await db.transaction(async (tx) => {
    await lockForErasure(tx, user.id);
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)));
    if (!row) throw notFound(/*i18n*/ "Account not found");
    if (row.role === "superadmin") {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "superadmin"), isNull(users.erasedAt)));
      if (n <= 1)
        throw conflict(
          "You are the only super admin. Make another user a super admin before deleting your account, so someone can still run GharSetu.",
        );
    }
    const keepKyc = await hadBusinessRelationship(tx, row.id);
    const s: ErasureSubject = {
      user: row,
      kycRetainUntil: keepKyc ? kycRetentionEnd() : null,
      filesToDelete: [],
      summary: {},
      ctx,
    };
    for (const step of ERASURE_STEPS) await step.run(tx, s);
    if (row.emailVerifiedAt) await queueGoodbye(tx, row, ctx, secret);
    // Their address and browser would be their data again, kept beside this row after everything else went.
    await writeAudit(
      tx,
      { ...ctx, ipAddress: null, userAgent: null },
      {
        userId: row.id,
        actionType: "erase_account",
        entityType: "user",
        entityId: row.id,
        newValue: { ...s.summary, kycKeptUntil: s.kycRetainUntil, steps: ERASURE_STEPS.map((step) => step.table) },
        description: `Account #${row.id} erased at the customer's request`,
      },
    );
    return s;
  });
  for (const key of subject.filesToDelete) {
    await storage.remove(key).catch(() => log.warn({ storageKey: key }, "Could not remove a KYC file of an erased account"));
  }
  return { kycKeptUntil: subject.kycRetainUntil };
}
