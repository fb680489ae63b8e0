import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, makeUser, type TestApp } from "../../tests/setup/test-app";
import type { FileStorage } from "../storage/file-storage";
import { addDays, istToday, loanApplications } from "../../shared/schema";
import { loanRow, validLoan } from "../../tests/setup/factories";
import { queryRows } from "./client";
import { housekeep } from "./housekeeping";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

describe("housekeeping", () => {
  it("removes expired sessions, counters, delivered outbox rows, old webhook ids and audit rows past retention, and keeps the rest", async () => {
    const user = await makeUser(t);
    await t.db.execute(sql`insert into sessions (sid, sess, user_id, expire, last_seen) values
      ('old', '{}', ${user.id}, now() + interval '1 hour', now() - interval '2 days'),
      ('live', '{}', ${user.id}, now() + interval '1 hour', now())`);
    await t.db.execute(
      sql`insert into rate_limits (key, hits, window_start) values ('login:old', 3, now() - interval '2 days'), ('login:new', 3, now())`,
    );
    await t.db.execute(sql`insert into outbox (topic, payload, delivered_at) values
      ('loan_webhook', '{}', now() - interval '40 days'), ('loan_webhook', '{}', now()), ('loan_webhook', '{}', null)`);
    await t.db.execute(
      sql`insert into webhook_events (event_id, event_type, received_at) values ('evt_old', 'payment.captured', now() - interval '40 days'), ('evt_new', 'payment.captured', now())`,
    );
    await t.db.execute(sql`insert into audit_logs (action_type, description, created_at) values
      ('login', 'nine years ago', now() - interval '9 years'), ('login', 'seven years ago', now() - interval '7 years')`);
    await housekeep(t.db);
    expect(await queryRows(t.db, sql`select sid from sessions order by sid`)).toEqual([{ sid: "live" }]);
    expect(await count("rate_limits")).toBe(1);
    expect(await count("outbox")).toBe(2);
    expect(await queryRows(t.db, sql`select event_id from webhook_events`)).toEqual([{ event_id: "evt_new" }]);
    // Audit rows are kept for eight years.
    expect(await queryRows(t.db, sql`select description from audit_logs where action_type = 'login'`)).toEqual([
      { description: "seven years ago" },
    ]);
  });

  it("deletes the KYC documents kept for an erased account once their retention day has passed, file and row", async () => {
    const user = await makeUser(t);
    await t.db.execute(sql`insert into kyc_documents (user_id, document_type, document_url, storage_key, retain_until) values
      (${user.id}, 'PAN Card', '', 'u1/expired.pdf', ${addDays(istToday(), -1)}),
      (${user.id}, 'PAN Card', '', 'u1/kept.pdf', ${addDays(istToday(), 1)}),
      (${user.id}, 'PAN Card', '', 'u1/live.pdf', null)`);
    const removed: string[] = [];
    const storage = { remove: async (key: string) => void removed.push(key) } as unknown as FileStorage;
    await housekeep(t.db, storage);
    expect(removed).toEqual(["u1/expired.pdf"]);
    expect(await queryRows(t.db, sql`select storage_key from kyc_documents where user_id = ${user.id} order by id`)).toEqual([
      { storage_key: "u1/kept.pdf" },
      { storage_key: "u1/live.pdf" },
    ]);
  });

  it("deletes the loan documents kept for an erased account once their retention day has passed, file and row", async () => {
    const user = await makeUser(t);
    const [loan] = await t.db.insert(loanApplications).values(loanRow(validLoan(), user.id)).returning();
    await t.db
      .execute(sql`insert into loan_documents (application_id, user_id, item_id, storage_key, content_type, size_bytes, retain_until) values
      (${loan.id}, ${user.id}, 'pan', 'u1/loan-expired.pdf', 'application/pdf', 1, ${addDays(istToday(), -1)}),
      (${loan.id}, ${user.id}, 'form16', 'u1/loan-kept.pdf', 'application/pdf', 1, ${addDays(istToday(), 1)}),
      (${loan.id}, ${user.id}, 'salary_slips', 'u1/loan-live.pdf', 'application/pdf', 1, null)`);
    const removed: string[] = [];
    const storage = { remove: async (key: string) => void removed.push(key) } as unknown as FileStorage;
    await housekeep(t.db, storage);
    expect(removed).toEqual(["u1/loan-expired.pdf"]);
    expect(await queryRows(t.db, sql`select storage_key from loan_documents where user_id = ${user.id} order by id`)).toEqual([
      { storage_key: "u1/loan-kept.pdf" },
      { storage_key: "u1/loan-live.pdf" },
    ]);
  });
});
