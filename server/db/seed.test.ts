import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getAnalytics } from "../modules/analytics/analytics.service";
import { createAccount } from "../modules/auth/auth.service";
import { verifyPassword } from "../modules/auth/password";
import { localFileStorage } from "../storage/file-storage";
import { openTestDatabase } from "../../tests/setup/test-db";
import { queryRows, type Database } from "./client";
import { LOAN_STAGES } from "../../shared/catalog/loan-stages";
import { DEMO_CUSTOMERS, seedDemoData } from "./seed";

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const count = async (db: Database["db"], table: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

async function seeded(sampleData = true) {
  database = await openTestDatabase();
  const uploads = mkdtempSync(path.join(tmpdir(), "gharsetu-seed-"));
  const did = await seedDemoData(database, { sampleData, storage: localFileStorage(uploads) });
  return { db: database.db, uploads, did };
}

describe("demo seed", () => {
  // How long seeding takes is measured by `npm run bench`, not asserted here: on a busy 2-core machine the
  // embedded database can take longer than the API tests' 30 s, so this one test is given more.
  it("fills an empty database with the demo accounts, the demo customer's records and 50 customers", { timeout: 120_000 }, async () => {
    const { db, uploads, did } = await seeded();
    expect(did).toBe(true);

    const [demo] = await queryRows<{ id: number; password: string }>(db, sql`select id, password from users where username = 'demo'`);
    expect(await verifyPassword(demo.password, "Demo@1234")).toBe(true);
    for (const table of ["loan_applications", "sip_investments", "consultations", "kyc_documents", "transactions"]) {
      expect(await count(db, `${table} where user_id = ${demo.id}`), table).toBeGreaterThan(0);
    }
    expect(await count(db, "users")).toBe(3 + DEMO_CUSTOMERS);

    const a = await getAnalytics(db);
    expect(a.loanStats.total).toBeGreaterThanOrEqual(30);
    expect(a.loanStats.approved).toBeGreaterThan(0);
    expect(a.loanStats.rejected).toBeGreaterThan(0);
    expect(a.loansByMonth.filter((m) => m.HomeLoan + m.LAP + m.BTTopUp > 0).length).toBeGreaterThanOrEqual(3);
    expect(a.consultations.total).toBeGreaterThanOrEqual(5);
    expect(a.sipInvestments.total).toBeGreaterThanOrEqual(5);
    // The SIPs ran on autopay: the demo customer's equity SIP has a year of instalments, each with its units.
    const demoSips = await queryRows<{ plan: string; paid: number; units: number; mandate: string | null }>(
      db,
      sql`select s.plan_name as plan, count(i.*) filter (where i.status = 'paid')::int as paid,
                 coalesce(sum(i.milli_units) filter (where i.status = 'paid'), 0)::bigint::int as units,
                 (select m.status from sip_mandates m where m.sip_id = s.id) as mandate
          from sip_investments s left join sip_instalments i on i.sip_id = s.id
          where s.user_id = ${demo.id} group by s.id order by s.id`,
    );
    const equity = demoSips.find((s) => s.plan === "Equity Growth Plan")!;
    expect(equity.paid).toBeGreaterThanOrEqual(11);
    expect(equity.units).toBeGreaterThan(0);
    expect(equity.mandate).toBe("active");
    expect(await count(db, "sip_instalments where status = 'paid' and milli_units is null")).toBe(0);
    expect(await count(db, "payments where payment_for = 'sip-instalment' and related_id is null")).toBe(0);
    // The counters the triggers keep agree with the tables.
    expect(a.loanStats.total).toBe(await count(db, "loan_applications"));
    expect(a.auditLogs.total).toBe(await count(db, "audit_logs"));

    // Every document's file is in the storage, as large as its row says.
    const docs = await queryRows<{ storage_key: string; size_bytes: number }>(db, sql`select storage_key, size_bytes from kyc_documents`);
    for (const d of docs) expect((await readFile(path.join(uploads, d.storage_key))).length).toBe(d.size_bytes);

    // Nothing half written, by the same checks as the crash test: each captured payment has one
    // transaction and one capture audit row, each transaction a captured payment, each application its audit row.
    const [orphans] = await queryRows(
      db,
      sql`select
            (select count(*)::int from transactions t where not exists (select 1 from payments p where p.id = t.payment_id and p.status = 'captured')) as txns,
            (select count(*)::int from payments p where (select count(*) from audit_logs a where a.action_type = (case when p.payment_for = 'sip-instalment' then 'capture_mandate_debit' else 'capture_payment' end)
              and a.entity_id = p.id::text) <> 1) as audits,
            (select count(*)::int from loan_applications l where not exists (select 1 from audit_logs a where a.action_type = 'create_loan_application' and a.entity_id = l.id::text)) as loans,
            (select count(*)::int from (select preferred_date, preferred_time from consultations where status <> 'cancelled' group by 1, 2 having count(*) > 2) full_slots) as overbooked`,
    );
    expect(orphans).toEqual({ txns: 0, audits: 0, loans: 0, overbooked: 0 });

    // Applications in every stage, each with the history that took it there.
    const stages = await queryRows<{ stage: string }>(db, sql`select distinct stage from loan_applications order by stage`);
    expect(stages.map((r) => r.stage)).toEqual([...LOAN_STAGES].sort());
    const [history] = await queryRows(
      db,
      sql`select
            (select count(*)::int from loan_applications l where l.stage <> (select h.to_stage from loan_stage_history h
               where h.application_id = l.id order by h.at desc, h.id desc limit 1)) as last_move_elsewhere,
            (select count(*)::int from loan_applications l where not exists (select 1 from loan_stage_history h
               where h.application_id = l.id and h.action = 'submit')) as never_filed`,
    );
    expect(history).toEqual({ last_move_elsewhere: 0, never_filed: 0 });

    // New rows get the next ids: the sequences moved past the seeded ones.
    const [next] = await queryRows<{ id: number }>(
      db,
      sql`insert into loan_applications (user_id, loan_type, amount_paise, tenure, interest_rate) values (${demo.id}, 'HomeLoan', 100000000, 120, 8.5) returning id`,
    );
    expect(next.id).toBe(await count(db, "loan_applications"));
  });

  it("never touches a database that already has users", async () => {
    database = await openTestDatabase();
    await createAccount(database.db, { username: "owner", password: "Owner@2026", email: "owner@example.com", fullName: "Site Owner" });
    expect(
      await seedDemoData(database, { sampleData: true, storage: localFileStorage(mkdtempSync(path.join(tmpdir(), "gharsetu-seed-"))) }),
    ).toBe(false);
    expect(await count(database.db, "users")).toBe(1);
    expect(await count(database.db, "loan_applications")).toBe(0);
  });

  it("seeds once: a second call finds the users and adds nothing", async () => {
    const { db, uploads } = await seeded();
    const before = await Promise.all(["users", "loan_applications", "audit_logs", "kyc_documents"].map((t) => count(db, t)));
    expect(await seedDemoData(database!, { sampleData: true, storage: localFileStorage(uploads) })).toBe(false);
    expect(await Promise.all(["users", "loan_applications", "audit_logs", "kyc_documents"].map((t) => count(db, t)))).toEqual(before);
  });

  it("with SEED_DEMO=accounts seeds the three accounts and nothing else", async () => {
    const { db, did } = await seeded(false);
    expect(did).toBe(true);
    expect((await queryRows<{ username: string }>(db, sql`select username from users order by id`)).map((u) => u.username)).toEqual([
      "demo",
      "admin",
      "superadmin",
    ]);
    for (const table of ["loan_applications", "sip_investments", "consultations", "kyc_documents", "payments", "audit_logs"])
      expect(await count(db, table), table).toBe(0);
  });
});
