import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { KYC_RETENTION_YEARS } from "../../../shared/catalog/privacy";
import { addDays, auditLogs, consultations, istToday, kycDocuments, loanApplications, payments, users, type PublicUser } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import type { FileStorage } from "../../storage/file-storage";
import { writeAudit } from "../audit/audit.service";
import type { CleanupLog } from "../kyc/kyc.service";
import { ERASURE_STEPS, type ErasureSubject } from "./erasure-steps";
import { checkOwnPassword } from "./password-check";

/** Shorter text would match too much that is not theirs (and the search index needs three characters). */
const MIN_IDENTIFIER_LENGTH = 3;

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
          or exists (select 1 from ${payments} where user_id = ${userId} and status = 'captured') as yes`,
  );
  return Boolean(row?.yes);
}

/** Everything that names the person: the account's details and what they typed at bookings (and, when their KYC goes, its numbers). */
async function identifiersOf(tx: Executor, user: PublicUser, kycGoes: boolean): Promise<string[]> {
  const booked = await tx
    .select({ name: consultations.name, email: consultations.email, phone: consultations.phone })
    .from(consultations)
    .where(eq(consultations.userId, user.id));
  const numbers = kycGoes
    ? await tx.select({ n: kycDocuments.documentNumber }).from(kycDocuments).where(eq(kycDocuments.userId, user.id))
    : [];
  // What they corrected still names them: the old values are kept in their profile changes' audit rows.
  const corrected = await tx
    .select({ old: auditLogs.oldValue })
    .from(auditLogs)
    .where(and(eq(auditLogs.actionType, "update_profile"), eq(auditLogs.entityType, "user"), eq(auditLogs.entityId, String(user.id))));
  const past = corrected.map((r) => (r.old ?? {}) as { fullName?: string; email?: string; phoneNumber?: string | null });
  const phones = [user.phoneNumber, ...booked.map((b) => b.phone), ...past.map((p) => p.phoneNumber)].flatMap((p) => (p ? [p, p.replace(/\D/g, "").slice(-10)] : []));
  const all = [user.username, user.email, user.fullName, ...past.flatMap((p) => [p.fullName, p.email]), ...phones, ...booked.flatMap((b) => [b.name, b.email]), ...numbers.map((r) => r.n)];
  return [...new Set(all.flatMap((v) => (typeof v === "string" && v.trim().length >= MIN_IDENTIFIER_LENGTH ? [v.trim().toLowerCase()] : [])))];
}

/**
 * Erases the signed-in customer's account at their request (DPDP Act 2023, section 12): the
 * password again, then every ERASURE_STEPS step and the audit row in one transaction. The last
 * superadmin cannot go (nobody could run the system). Deleted KYC files are removed from storage after
 * the commit; a file that cannot be removed is logged by its storage key (never a name) to remove by hand.
 */
export async function eraseAccount(db: Db, storage: FileStorage, user: PublicUser, password: string, ctx: RequestContext, log: CleanupLog): Promise<{ kycKeptUntil: string | null }> {
  await checkOwnPassword(db, user, password, "password", "erase_account", ctx);
  const subject = await db.transaction(async (tx) => {
    // Superadmins are locked in id order, as a role change locks them, so two superadmins leaving at once queue and one stays.
    await tx.select({ id: users.id }).from(users).where(or(eq(users.role, "superadmin"), eq(users.id, user.id))).orderBy(asc(users.id)).for("update");
    const [row] = await tx.select().from(users).where(and(eq(users.id, user.id), isNull(users.erasedAt)));
    if (!row) throw notFound("Account not found");
    if (row.role === "superadmin") {
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.role, "superadmin"), isNull(users.erasedAt)));
      if (n <= 1) throw conflict("You are the only super admin. Make another user a super admin before deleting your account, so someone can still run GharSetu.");
    }
    const keepKyc = await hadBusinessRelationship(tx, row.id);
    const s: ErasureSubject = {
      user: row,
      identifiers: await identifiersOf(tx, row, !keepKyc),
      replacement: `deleted user #${row.id}`,
      kycRetainUntil: keepKyc ? kycRetentionEnd() : null,
      filesToDelete: [],
      summary: {},
    };
    for (const step of ERASURE_STEPS) await step.run(tx, s);
    await writeAudit(tx, ctx, {
      userId: row.id,
      actionType: "erase_account",
      entityType: "user",
      entityId: row.id,
      newValue: { ...s.summary, kycKeptUntil: s.kycRetainUntil, steps: ERASURE_STEPS.map((step) => step.table) },
      description: `Account #${row.id} erased at the customer's request`,
    });
    return s;
  });
  for (const key of subject.filesToDelete) {
    await storage.remove(key).catch(() => log.warn({ storageKey: key }, "Could not remove a KYC file of an erased account"));
  }
  return { kycKeptUntil: subject.kycRetainUntil };
}
