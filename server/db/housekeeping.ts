import { sql } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";
import { AUDIT_CHAIN_LOCK, sealAuditChain } from "../modules/audit";
import { queryRows, type Db } from "./client";
import { istToday } from "../../shared/calendar/ist";

/**
 * Audit rows are evidence for KYC and lending records, which RBI's KYC directions and the PMLA rules
 * require for five years after a relationship ends; eight years covers that with room for disputes.
 */
export const AUDIT_RETENTION_YEARS = 8;

/** Delivered outbox messages (and the .eml files written for them) are kept this long, for support questions. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Removes rows that have served their purpose; run periodically by every instance (the deletes are
 * idempotent, so overlapping runs are harmless). Payments and transactions are never pruned; audit
 * rows are kept for AUDIT_RETENTION_YEARS.
 */
export async function housekeep(db: Db, storage?: FileStorage): Promise<void> {
  await db.execute(sql`delete from sessions where expire < now() or last_seen < now() - interval '1 day'`);
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  await db.execute(
    sql`delete from login_throttles where window_start < now() - interval '1 day' and (locked_until is null or locked_until < now())`,
  );
  // Used or expired links (each names an address) go a month on; a live one stays.
  await db.execute(sql`delete from account_tokens where coalesce(used_at, expires_at) < now() - interval '30 days' and expires_at < now()`);
  await db.execute(sql`delete from outbox where delivered_at < now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`);
  // Razorpay retries a webhook for at most a few days; ids older than that cannot come back.
  await db.execute(sql`delete from webhook_events where received_at < now() - interval '30 days'`);
  await removeExpiredAuditRows(db);
  if (storage) await removeExpiredKycRecords(db, storage);
}

/**
 * The one way an audit row leaves (docs/decisions/append-only-audit-trail.md): once older than
 * AUDIT_RETENTION_YEARS, the chain's oldest rows go, up to the first row that is still kept, in a
 * transaction the append-only trigger allows (gharsetu.audit_retention, and the trigger checks the age
 * itself). The last removed row's place and hash become the chain's anchor, so `npm run audit:verify`
 * still checks the first row that remains. The trigger's own limit is eight years too (migration 0015).
 */
export async function removeExpiredAuditRows(db: Db): Promise<number> {
  // Only chained rows can go (the cut is by place in the chain): chain what is waiting first.
  await sealAuditChain(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('gharsetu.audit_retention', 'on', true)`);
    // Taken as the sealer takes it: no row is chained to one being removed.
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    const [last] = await queryRows<{ seq: number; hash: string }>(
      tx,
      sql`select seq::float8 as seq, hash from audit_logs
           where seq < coalesce((select min(seq) from audit_logs where created_at >= now() - make_interval(years => ${AUDIT_RETENTION_YEARS})),
                                (select max(seq) + 1 from audit_logs))
             and seq is not null
           order by seq desc limit 1`,
    );
    if (!last) return 0;
    const gone = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (delete from audit_logs where seq <= ${last.seq} returning 1) select count(*)::int as n from gone`,
    );
    await tx.execute(
      sql`insert into audit_chain_anchor (id, seq, hash, removed_at) values (1, ${last.seq}, ${last.hash}, now())
          on conflict (id) do update set seq = excluded.seq, hash = excluded.hash, removed_at = excluded.removed_at`,
    );
    return gone[0].n;
  });
}

/**
 * KYC documents (and loan documents) of erased accounts that KYC_RETENTION_RULE kept (shared/catalog/privacy.ts) go once
 * their day has passed: the file first, then the row, so a failed removal is tried again next time.
 */
async function removeExpiredKycRecords(db: Db, storage: FileStorage): Promise<void> {
  const due = await queryRows<{ id: number; storage_key: string | null }>(
    db,
    // The retention day was reckoned on the app's IST calendar, so it ends on that calendar too.
    sql`select id, storage_key from kyc_documents where retain_until < ${istToday()} limit 500`,
  );
  for (const doc of due) {
    if (doc.storage_key) await storage.remove(doc.storage_key);
    await db.execute(sql`delete from kyc_documents where id = ${doc.id}`);
  }
  // The documents sent for their loan applications follow the same rule.
  const loanDocs = await queryRows<{ id: number; storage_key: string }>(
    db,
    sql`select id, storage_key from loan_documents where retain_until < ${istToday()} limit 500`,
  );
  for (const doc of loanDocs) {
    await storage.remove(doc.storage_key);
    await db.execute(sql`delete from loan_documents where id = ${doc.id}`);
  }
}
