import { sql } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";
import { queryRows, type Db } from "./client";

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
  await db.execute(sql`delete from login_throttles where window_start < now() - interval '1 day' and (locked_until is null or locked_until < now())`);
  await db.execute(sql`delete from outbox where delivered_at < now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`);
  // Razorpay retries a webhook for at most a few days; ids older than that cannot come back.
  await db.execute(sql`delete from webhook_events where received_at < now() - interval '30 days'`);
  await db.execute(sql`delete from audit_logs where created_at < now() - make_interval(years => ${AUDIT_RETENTION_YEARS})`);
  if (storage) await removeExpiredKycRecords(db, storage);
}

/**
 * KYC documents of erased accounts that KYC_RETENTION_RULE kept (shared/catalog/privacy.ts) go once
 * their day has passed: the file first, then the row, so a failed removal is tried again next time.
 */
async function removeExpiredKycRecords(db: Db, storage: FileStorage): Promise<void> {
  const due = await queryRows<{ id: number; storage_key: string | null }>(db, sql`select id, storage_key from kyc_documents where retain_until < current_date limit 500`);
  for (const doc of due) {
    if (doc.storage_key) await storage.remove(doc.storage_key);
    await db.execute(sql`delete from kyc_documents where id = ${doc.id}`);
  }
}
