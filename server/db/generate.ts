import { randomBytes } from "node:crypto";
import { finished } from "node:stream/promises";
import { and, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { addDays, istDateOf } from "../../shared/schema/dates";
import {
  auditLogs,
  auditPersonalData,
  consultations,
  kycDocuments,
  loanApplications,
  loanDocuments,
  loanStageHistory,
  payments,
  sipInvestments,
  transactions,
  users,
} from "../../shared/schema";
import { hashPassword } from "../modules/auth";
import { getSettings } from "../modules/settings";
import { writeSipHistory } from "../modules/sip";
import type { FileStorage } from "../storage/file-storage";
import { queryRows, type Executor } from "./client";
import { SlotBook } from "./factories/consultations";
import { streamFor } from "./factories/random";
import { idsNeeded, storiesToRows, type ReservedIds, type SeedRows } from "./factories/rows";
import { buildCustomerStory, type CustomerStory, type Staff, type StoryContext } from "./factories/stories";

/** What generating customers needs besides a transaction: the story context, a fixed seed and the one password hash they share. */
export type GenerationContext = StoryContext & { seed: number; passwordHash: string; storage: FileStorage };

export type AddedCounts = { customers: number; rows: number; files: number };

/**
 * Reads what generated activity must fit around: the staff who review (oldest accounts first), and
 * the consultation slot places already taken. Generated customers share one password hash of a random
 * secret nobody knows, so they cannot sign in (`npm run user:password` gives one a password).
 */
export async function generationContext(
  db: Executor,
  options: { now: Date; months: number; seed: number; storage: FileStorage },
): Promise<GenerationContext> {
  const { now, months } = options;
  const staffRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.role, ["admin", "superadmin"]))
    .orderBy(users.id)
    .limit(10);
  const staff: Staff[] = staffRows.map((s) => ({
    ...s,
    ipAddress: `192.0.2.${10 + (s.id % 200)}`,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  }));
  const from = addDays(istDateOf(now), -Math.ceil(months * 31) - 1);
  const taken = await db
    .select({ date: consultations.preferredDate, time: consultations.preferredTime, count: sql<number>`count(*)::int` })
    .from(consultations)
    .where(and(gte(consultations.preferredDate, from), isNotNull(consultations.preferredTime), ne(consultations.status, "cancelled")))
    .groupBy(consultations.preferredDate, consultations.preferredTime);
  const { bookingsPerSlot } = await getSettings(db);
  const passwordHash = await hashPassword(randomBytes(24).toString("hex"));
  return {
    ...options,
    staff,
    slots: new SlotBook(
      bookingsPerSlot,
      taken.map((t) => ({ date: t.date, time: t.time!, count: t.count })),
    ),
    passwordHash,
  };
}

/** `count` numbers from a serial column's own sequence, lowest first. */
async function reserveIds(tx: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Multi-row inserts, each well under PostgreSQL's 65,535 parameters. Through the tables, so their triggers keep the counters. */
async function insertAll(tx: Executor, table: PgTable, values: Record<string, unknown>[]) {
  if (values.length === 0) return;
  const size = Math.max(1, Math.floor(60_000 / Object.keys(values[0]).length));
  for (let i = 0; i < values.length; i += size) await tx.insert(table).values(values.slice(i, i + size));
}

async function putFiles(storage: FileStorage, files: SeedRows["files"], written: string[]) {
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(
      files.slice(i, i + 16).map(async ({ key, body }) => {
        const { path, stream } = await storage.incoming();
        try {
          stream.end(body);
          await finished(stream);
          await storage.keep(path, key);
          written.push(key);
        } catch (e) {
          await storage.discard(path);
          throw e;
        }
      }),
    );
  }
}

/** Removes files written for rows that were then rolled back. */
export async function removeFiles(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * Adds `count` generated customers (and any `extra` stories) in the caller's transaction: their ids
 * come from the tables' sequences, each customer's data from a random stream keyed by the seed and
 * their id. Files go to the storage first; keys written are pushed to `written` so the caller can
 * remove them if the transaction rolls back.
 */
export async function addCustomers(
  tx: Executor,
  ctx: GenerationContext,
  count: number,
  written: string[],
  extra: CustomerStory[] = [],
): Promise<AddedCounts> {
  const userIds = await reserveIds(tx, "users", count);
  const stories = [...extra, ...userIds.map((id) => buildCustomerStory(streamFor(ctx.seed, id), id, ctx))];
  const need = idsNeeded(stories);
  const ids: ReservedIds = {
    loans: await reserveIds(tx, "loan_applications", need.loans),
    sips: await reserveIds(tx, "sip_investments", need.sips),
    consultations: await reserveIds(tx, "consultations", need.consultations),
    documents: await reserveIds(tx, "kyc_documents", need.documents),
    payments: await reserveIds(tx, "payments", need.payments),
  };
  const rows = storiesToRows(stories, ids, ctx.passwordHash);
  await putFiles(ctx.storage, rows.files, written);
  await insertAll(tx, users, rows.users);
  await insertAll(tx, loanApplications, rows.loans);
  await insertAll(tx, loanStageHistory, rows.stageHistory);
  await insertAll(tx, loanDocuments, rows.loanDocuments);
  await insertAll(tx, sipInvestments, rows.sips);
  await insertAll(tx, consultations, rows.consultations);
  await insertAll(tx, kycDocuments, rows.documents);
  await insertAll(tx, payments, rows.payments);
  await insertAll(tx, transactions, rows.transactions);
  // The audit rows' ids are taken first, in time order, so the personal data kept beside each can name its row.
  const auditIds = await reserveIds(tx, "audit_logs", rows.auditLogs.length);
  await insertAll(
    tx,
    auditLogs,
    rows.auditLogs.map(({ personal: _p, ...row }, i) => ({ ...row, id: auditIds[i] })),
  );
  await insertAll(
    tx,
    auditPersonalData,
    rows.auditLogs.flatMap((row, i) => row.personal.map((p) => ({ ...p, auditLogId: auditIds[i] }))),
  );
  // The SIPs as if the job runner had run them: instalments, units and autopay.
  await writeSipHistory(tx, ctx.now);
  const { files, ...tables } = rows;
  return { customers: stories.length, rows: Object.values(tables).reduce((n, list) => n + list.length, 0), files: files.length };
}
