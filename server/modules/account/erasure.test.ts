import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "../../../shared/clock";
import { queryRows, type Executor } from "../../db/client";
import { customerWithEverything } from "../../../tests/setup/account-fixture";
import { validSip } from "../../../tests/setup/factories";
import { createTestApp, DEFAULT_PASSWORD, investorAgent, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { kycRetentionEnd } from "./erasure.service";
import { sealAuditChain, verifyAuditChain } from "../audit/audit-chain";
import { ERASED_TEXT, ERASURE_STEPS } from "./erasure-steps";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
});
afterAll(() => t.close());

/** Every place in the database where any of the texts appears: "table.column", searched through every text and JSON column. */
async function whereFound(db: Executor, texts: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
         where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const text of texts) {
      const [{ n }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where lower(${sql.identifier(column_name)}::text) like ${`%${text.toLowerCase()}%`}`,
      );
      if (n > 0) found.push(`${table_name}.${column_name}: ${text}`);
    }
  }
  return found;
}

const storedFiles = (userId: number) =>
  // Documents with a file (those written straight in for investing have none).
  queryRows<{ storage_key: string }>(
    t.db,
    sql`select storage_key from kyc_documents where user_id = ${userId} and storage_key is not null`,
  ).then((rows) => rows.map((r) => path.join(t.config.dataDir, "uploads", r.storage_key)));

describe("DELETE /api/me", () => {
  it("has one step per table, in one list", () => {
    const tables = ERASURE_STEPS.map((s) => s.table);
    expect(new Set(tables).size).toBe(tables.length);
    expect(tables.at(-1)).toBe("users");
  });

  it("erases a customer's personal data from every table, keeps the financial rows anonymised, and refuses their login", async () => {
    const c = await customerWithEverything(t, admin);
    const other = await customerWithEverything(t, admin, { pay: false });
    const files = await storedFiles(c.user.id);
    const p = c.person;
    const traces = [
      p.username,
      p.email,
      p.fullName,
      p.phoneNumber,
      p.bookingEmail,
      p.bookingPhone,
      `${p.bookingPhone.slice(0, 5)} ${p.bookingPhone.slice(5)}`,
      p.pan,
    ];
    // The search finds them all before the erasure: it would notice any left behind.
    expect((await whereFound(t.db, traces.slice(0, 5))).length).toBeGreaterThan(10);

    const wrong = await c.agent.delete("/api/me").send({ password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "password", message: "Your current password is not correct" }]);
    expect((await c.agent.get("/api/user")).status).toBe(200);

    const res = await c.agent.delete("/api/me").send({ password: c.person.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your account has been deleted.", kycKeptUntil: kycRetentionEnd() });
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^gharsetu\.sid=;/), expect.stringMatching(/^gharsetu\.signed-in=;/)]),
    );
    expect((await c.agent.get("/api/user")).status).toBe(401);

    // Gone from every text and JSON column of every table, KYC numbers included only where the files went
    // (here they are kept under the retention rule, so the PAN stays with its document).
    expect((await whereFound(t.db, traces)).sort()).toEqual([`kyc_documents.document_number: ${p.pan}`]);
    // Searched before this login try: a failed login records the name typed, whoever typed it.
    const login = await request(t.app).post("/api/login").send({ username: c.person.username, password: c.person.password });
    expect(login.status).toBe(401);
    // Someone else's data is untouched.
    expect(await whereFound(t.db, [other.person.email])).toContain("users.email: " + other.person.email);

    const [user] = await queryRows(
      t.db,
      sql`select username, email, full_name, phone_number, role, erased_at is not null as erased from users where id = ${c.user.id}`,
    );
    expect(user).toEqual({
      username: `deleted#${c.user.id}`,
      email: `deleted#${c.user.id}@erased.invalid`,
      full_name: "Deleted user",
      phone_number: null,
      role: "user",
      erased: true,
    });
    const kept = await queryRows(
      t.db,
      sql`select (select count(*)::int from loan_applications where user_id = ${c.user.id}) as loans,
                 (select count(*)::int from payments where user_id = ${c.user.id} and status = 'captured') as payments,
                 (select count(*)::int from transactions where user_id = ${c.user.id}) as transactions,
                 (select count(*)::int from kyc_documents where user_id = ${c.user.id} and retain_until = ${kycRetentionEnd()}) as kyc,
                 (select count(*)::int from sessions where user_id = ${c.user.id}) as sessions,
                 (select count(*)::int from notifications where user_id = ${c.user.id}) as notifications`,
    );
    expect(kept).toEqual([{ loans: 2, payments: 2, transactions: 2, kyc: 4, sessions: 0, notifications: 0 }]);
    // Nothing of theirs beside the audit trail, not even the address the erasure came from.
    expect(await queryRows(t.db, sql`select count(*)::int as n from audit_personal_data where person_id = ${c.user.id}`)).toEqual([
      { n: 0 },
    ]);
    const [topUp] = await queryRows<{
      amount_paise: string;
      rejection_reason: string;
      existing_loan_details: { accountNumber: string; lenderName: string };
    }>(t.db, sql`select amount_paise, rejection_reason, existing_loan_details from loan_applications where id = ${c.loans[1]}`);
    expect(topUp.rejection_reason).toBe(ERASED_TEXT);
    expect(topUp.existing_loan_details).toMatchObject({ lenderName: "Canara Bank", accountNumber: "XXXX7665" });
    // The Key Fact Statement they acknowledged stays acknowledged, without the address it came from.
    expect(
      await queryRows(
        t.db,
        sql`select kfs_version is not null as version, ip_address from loan_kfs_acknowledgements where user_id = ${c.user.id}`,
      ),
    ).toEqual([{ version: true, ip_address: null }]);
    for (const f of files) expect(existsSync(f)).toBe(true);
    // What they wrote is replaced whole: a pattern would miss the phone number written with spaces, the PAN, the Aadhaar number and the first name.
    expect(
      await queryRows(
        t.db,
        sql`select subject, description, related_id, category, reference is not null as kept from grievances where id = ${c.grievanceId}`,
      ),
    ).toEqual([{ subject: ERASED_TEXT, description: ERASED_TEXT, related_id: null, category: "consultation", kept: true }]);
    expect(await queryRows(t.db, sql`select status, bank_account_number from sip_investments where user_id = ${c.user.id}`)).toEqual([
      { status: "cancelled", bank_account_number: null },
    ]);
    expect(await queryRows(t.db, sql`select status from consultations where user_id = ${c.user.id}`)).toEqual([{ status: "cancelled" }]);
    expect(
      await queryRows(t.db, sql`select purpose, granted, source from consents where user_id = ${c.user.id} order by id desc limit 2`),
    ).toEqual(
      expect.arrayContaining([
        { purpose: "privacy_notice", granted: false, source: "erasure" },
        { purpose: "marketing", granted: false, source: "erasure" },
      ]),
    );

    // Staff see a deleted user, and the audit row of the erasure names nobody.
    const loans = await admin.agent.get("/api/admin/loan-applications?pageSize=100");
    expect(loans.body.find((l: { id: number }) => l.id === c.loans[0]).applicant).toMatchObject({ fullName: "Deleted user" });
    const users = await admin.agent.get(`/api/admin/users?q=${encodeURIComponent(`deleted#${c.user.id}`)}`);
    expect(users.body).toEqual([expect.objectContaining({ id: c.user.id, fullName: "Deleted user", erasedAt: expect.any(String) })]);
    const [audit] = await queryRows<{ user_id: number; description: string; new_value: Record<string, unknown> }>(
      t.db,
      sql`select user_id, description, new_value from audit_logs where action_type = 'erase_account' and entity_id = ${String(c.user.id)}`,
    );
    expect(audit).toMatchObject({
      user_id: c.user.id,
      description: `Account #${c.user.id} erased at the customer's request`,
      new_value: { kycKeptUntil: kycRetentionEnd(), loanApplicationsKept: 2 },
    });
  });

  it("deletes the KYC files of a customer who never applied or paid, after the commit", async () => {
    const c = await customerWithEverything(t, admin, { applyForLoan: false });
    const files = await storedFiles(c.user.id);
    expect(files).toHaveLength(2);
    const res = await c.agent.delete("/api/me").send({ password: c.person.password });
    expect(res.body.kycKeptUntil).toBeNull();
    for (const f of files) expect(existsSync(f)).toBe(false);
    expect(await queryRows(t.db, sql`select id from kyc_documents where user_id = ${c.user.id}`)).toEqual([]);
    expect(await whereFound(t.db, [c.person.email, c.person.fullName, c.person.phoneNumber, c.person.pan])).toEqual([]);
  });

  it("keeps the last superadmin, and lets one go while another remains", async () => {
    const first = await signedInAgent(t, "superadmin");
    const only = await first.agent.delete("/api/me").send({ password: DEFAULT_PASSWORD });
    expect(only.status).toBe(409);
    expect(only.body).toEqual({
      message:
        "You are the only super admin. Make another user a super admin before deleting your account, so someone can still run GharSetu.",
      code: "CONFLICT",
    });
    expect((await first.agent.get("/api/user")).status).toBe(200);

    const second = await signedInAgent(t, "superadmin");
    expect((await first.agent.delete("/api/me").send({ password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await second.agent.delete("/api/me").send({ password: DEFAULT_PASSWORD })).status).toBe(409);
  });

  it("needs the password and a signed-in user", async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.delete("/api/me").send({})).body.issues).toEqual([
      { path: "password", message: "Please enter your current password" },
    ]);
    expect((await request(t.app).delete("/api/me").send({ password: "x" })).status).toBe(401);
  });

  it("keeps KYC files five years from the day of erasure (a leap day moves to 1 March)", () => {
    expect(kycRetentionEnd("2026-01-15")).toBe("2031-01-15");
    expect(kycRetentionEnd("2028-02-29")).toBe("2033-03-01");
    // Today by the app's clock, in India: just past midnight IST on 17 June, still the 16th in UTC.
    const restore = setClock(fixedClock("2026-06-16T18:30:00Z"));
    try {
      expect(kycRetentionEnd()).toBe("2031-06-17");
    } finally {
      restore();
    }
  });

  it("also erases the details the customer had before correcting them (kept beside the audit rows, the e-mail to the old address)", async () => {
    const { agent, user } = await signedInAgent(t);
    const old = { email: user.email, fullName: user.fullName };
    await agent
      .patch("/api/me")
      .send({ email: `new-${user.email}`, fullName: "Renamed Person", currentPassword: DEFAULT_PASSWORD })
      .expect(200);
    expect((await whereFound(t.db, [old.email])).length).toBeGreaterThan(0);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await whereFound(t.db, [old.email, old.fullName, `new-${user.email}`, "Renamed Person"])).toEqual([]);
  });

  it("takes what staff wrote about the customer (a complaint's answer) with them, and leaves the audit rows as they were", async () => {
    const { agent, user } = await signedInAgent(t);
    const filed = await agent
      .post("/api/grievances")
      .send({ category: "other", subject: "Nobody called me back", description: "I asked for a call back twice and nobody called me." });
    expect(filed.status).toBe(201);
    await admin.agent
      .patch(`/api/admin/grievances/${filed.body.id}`)
      .send({ status: "in_progress", response: `Dear ${user.fullName}, we have written to ${user.email}.` })
      .expect(200);
    expect((await whereFound(t.db, [user.fullName])).length).toBeGreaterThan(1);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await whereFound(t.db, [user.fullName, user.email])).toEqual([]);
  });

  it("never rewrites the audit trail: a customer named 'approved', 'logged in' or after a victim changes nobody's rows by erasing", async () => {
    const victim = await customerWithEverything(t, admin);
    const attacker = await signedInAgent(t);
    for (const fullName of ["approved", "logged in", "admin", victim.person.fullName, `${victim.person.fullName} Junior`]) {
      await attacker.agent.patch("/api/me").send({ fullName }).expect(200);
    }
    const trail = async () => {
      await sealAuditChain(t.db);
      return queryRows(
        t.db,
        sql`select id, seq, user_id, subject_id, action_type, description, old_value, new_value, hash from audit_logs order by id`,
      );
    };
    const victimsMail = () => queryRows(t.db, sql`select id, payload from outbox where user_id = ${victim.user.id} order by id`);
    const before = await trail();
    const mailBefore = await victimsMail();
    expect(mailBefore.length).toBeGreaterThan(3);

    await attacker.agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const after = await trail();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([expect.objectContaining({ action_type: "erase_account", subject_id: attacker.user.id })]);
    expect(await victimsMail()).toEqual(mailBefore);
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
    // Staff read the victim's history as it was, and the attacker by id.
    const history = await admin.agent.get(`/api/audit-logs?q=${encodeURIComponent(`Loan application #${victim.loans[1]}`)}`).expect(200);
    expect(history.body.logs).toEqual([
      expect.objectContaining({
        description: `Loan application #${victim.loans[1]} rejected with a reason`,
        subjectName: victim.person.username,
        newValue: { status: "rejected", stage: "rejected", rejectionReason: `Income proof of ${victim.person.fullName} is unclear` },
      }),
    ]);
    const erased = await admin.agent.get(`/api/audit-logs?q=${attacker.user.id}&limit=500`).expect(200);
    expect(
      erased.body.logs.filter((l: { userId: number }) => l.userId === attacker.user.id).map((l: { username: string }) => l.username),
    ).toEqual(expect.arrayContaining([`Deleted customer #${attacker.user.id}`]));
    expect(JSON.stringify(erased.body.logs.filter((l: { subjectId: number }) => l.subjectId === attacker.user.id))).not.toMatch(
      /"fullName":|Ritika/,
    );
  });

  it("cancels running SIPs as their own cancel does: a payment order left open can no longer be paid", async () => {
    const { agent } = await investorAgent(t);
    const sip = (await agent.post("/api/sip-investments").send(validSip()).expect(201)).body as { id: number };
    const order = (await agent.post(`/api/payments/sip-investment/${sip.id}`).set("Content-Length", "0").expect(201)).body as {
      paymentId: number;
    };
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const [row] = await queryRows<{ sip: string; payment: string; audited: number }>(
      t.db,
      sql`select (select status from sip_investments where id = ${sip.id}) as sip,
                 (select status from payments where id = ${order.paymentId}) as payment,
                 (select count(*)::int from audit_logs where action_type = 'expire_payment' and entity_id = ${order.paymentId}) as audited`,
    );
    expect(row).toEqual({ sip: "cancelled", payment: "expired", audited: 1 });
  });

  it("lets someone register again with the erased account's username and e-mail, as a new account", async () => {
    const { agent, user } = await signedInAgent(t);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const again = await request(t.app)
      .post("/api/register")
      .send({ username: user.username, password: "Again@1234", email: user.email, fullName: "Someone New" });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(user.id);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: "Again@1234" })).body.id).toBe(again.body.id);
  });

  it("never signs an erased account in, even from a session row written back by a request still in flight", async () => {
    const user = await makeUser(t);
    const agent = request.agent(t.app);
    const login = await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    const cookie = ([] as string[])
      .concat(login.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("gharsetu.sid="))!
      .split(";")[0];
    const [saved] = await queryRows<{ sid: string; sess: unknown }>(t.db, sql`select sid, sess from sessions where user_id = ${user.id}`);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    // express-session writes a changed session back when its request ends, after the erasure's delete.
    await queryRows(
      t.db,
      sql`insert into sessions (sid, sess, user_id, expire) values (${saved.sid}, ${JSON.stringify(saved.sess)}::jsonb, ${user.id}, now() + interval '1 hour')`,
    );
    expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("refuses to change an erased account's role", async () => {
    const superadmin = await signedInAgent(t, "superadmin");
    const gone = await makeUser(t);
    const agent = request.agent(t.app);
    await agent.post("/api/login").send({ username: gone.username, password: DEFAULT_PASSWORD }).expect(200);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    expect((await superadmin.agent.patch(`/api/admin/users/${gone.id}/role`).send({ role: "admin" })).status).toBe(409);
  });
});
