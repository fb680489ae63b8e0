import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { removeExpiredAuditRows } from "../../db/housekeeping";
import { validLoan } from "../../../tests/setup/factories";
import { oneStepDecisions } from "../../../tests/setup/maker-checker";
import { createTestApp, DEFAULT_PASSWORD, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { sealAuditChain, verifyAuditChain } from "./audit-chain";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Staff decide in one step here (maker-checker has its own tests, loan-stages.test.ts).
  await oneStepDecisions(t);
});
afterAll(() => t.close());

/** A statement's error as the database gives it (drizzle wraps it), or null when it succeeded. */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => null,
    (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message,
  );

describe("the audit trail is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of audit rows, even with the retention setting for a recent row", async () => {
    await signedInAgent(t);
    const [unsealed] = await queryRows<{ id: number }>(t.db, sql`select id from audit_logs where hash is null order by id desc limit 1`);
    // Not even with the seal: it chains a row and changes nothing else.
    expect(
      await refusal(t.db.execute(sql`update audit_logs set description = 'rewritten', hash = 'seal' where id = ${unsealed.id}`)),
    ).toMatch(/append-only: UPDATE/);
    await sealAuditChain(t.db);
    const [row] = await queryRows<{ id: number; description: string }>(
      t.db,
      sql`select id, description from audit_logs order by id desc limit 1`,
    );
    expect(await refusal(t.db.execute(sql`update audit_logs set hash = 'seal' where id = ${row.id}`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(t.db.execute(sql`update audit_logs set description = 'rewritten' where id = ${row.id}`))).toMatch(
      /audit_logs is append-only: UPDATE/,
    );
    expect(await refusal(t.db.execute(sql`delete from audit_logs where id = ${row.id}`))).toMatch(/audit_logs is append-only: DELETE/);
    expect(await refusal(t.db.execute(sql`truncate audit_logs cascade`))).toMatch(/TRUNCATE refused/);
    // No setting a session can make turns the refusals off; only retention's, for rows past eight years.
    const restoring = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('gharsetu.audit_restore', 'on', true)`);
      await tx.execute(sql`truncate audit_logs cascade`);
    });
    expect(await refusal(restoring)).toMatch(/TRUNCATE refused/);
    const retention = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('gharsetu.audit_retention', 'on', true)`);
      await tx.execute(sql`delete from audit_logs where id = ${row.id}`);
    });
    expect(await refusal(retention)).toMatch(/append-only: DELETE/);
    expect(await queryRows(t.db, sql`select description from audit_logs where id = ${row.id}`)).toEqual([{ description: row.description }]);
  });

  it("writes a row unchained, whatever the caller sends for the chain's columns, and the sealer chains each to the one before it", async () => {
    await t.db.execute(
      sql`insert into audit_logs (action_type, description, seq, prev_hash, hash) values ('probe', 'forged chain', 1, 'x', 'y')`,
    );
    expect(await queryRows(t.db, sql`select seq, prev_hash, hash from audit_logs where description = 'forged chain'`)).toEqual([
      { seq: null, prev_hash: null, hash: null },
    ]);
    expect(await verifyAuditChain(t.db)).toMatchObject({ unsealed: expect.any(Number) });
    expect(await sealAuditChain(t.db)).toBeGreaterThan(0);
    const rows = await queryRows<{ seq: number; prev_hash: string; hash: string }>(
      t.db,
      sql`select seq::int, prev_hash, hash from audit_logs order by seq`,
    );
    expect(rows.at(-1)!.seq).toBe(rows.length);
    rows.forEach((r, i) => {
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.prev_hash).toBe(i === 0 ? "0".repeat(64) : rows[i - 1].hash);
    });
    expect(await verifyAuditChain(t.db)).toMatchObject({ rows: rows.length, broken: null, unsealed: 0 });
  });

  it("names the first row edited or removed behind the app's back", async () => {
    // Its own database: the chain it breaks stays broken.
    const own = await createTestApp();
    const behindTheAppsBack = async (statement: ReturnType<typeof sql>) => {
      await own.db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
      try {
        await own.db.execute(statement);
      } finally {
        await own.db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
      }
    };
    try {
      const { agent, user } = await signedInAgent(own);
      await agent.post("/api/logout").expect(200);
      await sealAuditChain(own.db);
      const [login] = await queryRows<{ id: number; seq: number }>(
        own.db,
        sql`select id, seq::int from audit_logs where action_type = 'login' and user_id = ${user.id}`,
      );
      await behindTheAppsBack(sql`update audit_logs set description = 'Nothing happened' where id = ${login.id}`);
      expect((await verifyAuditChain(own.db)).broken).toEqual({
        id: login.id,
        seq: login.seq,
        problem: "its content does not match its hash: it was changed after it was written",
      });
      await behindTheAppsBack(sql`update audit_logs set description = ${`User #${user.id} logged in`} where id = ${login.id}`);
      expect((await verifyAuditChain(own.db)).broken).toBeNull();

      await behindTheAppsBack(sql`delete from audit_logs where id = ${login.id}`);
      const [next] = await queryRows<{ id: number; seq: number }>(
        own.db,
        sql`select id, seq::int from audit_logs where seq > ${login.seq} order by seq limit 1`,
      );
      expect((await verifyAuditChain(own.db)).broken).toEqual({
        id: next.id,
        seq: next.seq,
        problem: `rows ${login.seq} to ${login.seq} of the chain are missing before it`,
      });
    } finally {
      await own.close();
    }
  });
});

describe("retention", () => {
  it("removes the chain's oldest rows once past eight years, and the rest still verifies from the anchor they leave", async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.execute(sql`insert into audit_logs (action_type, description, created_at) values
        ('probe', 'nine years ago', now() - interval '9 years'), ('probe', 'eight and a half years ago', now() - interval '8 years 6 months'),
        ('probe', 'seven years ago', now() - interval '7 years'), ('probe', 'ten years ago, written late', now() - interval '10 years')`);
      await makeUser(fresh);
      await request(fresh.app).post("/api/login").send({ username: "nobody", password: DEFAULT_PASSWORD }).expect(401);
      await sealAuditChain(fresh.db);
      expect(await removeExpiredAuditRows(fresh.db)).toBe(2);
      // The chain is cut at its first row still kept: a late row older than eight years waits behind it.
      expect(await queryRows(fresh.db, sql`select description from audit_logs where action_type = 'probe' order by seq`)).toEqual([
        { description: "seven years ago" },
        { description: "ten years ago, written late" },
      ]);
      expect(await queryRows(fresh.db, sql`select seq::int from audit_chain_anchor`)).toEqual([{ seq: 2 }]);
      expect(await verifyAuditChain(fresh.db)).toMatchObject({ firstSeq: 3, broken: null });
      expect(await removeExpiredAuditRows(fresh.db)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("rows name people by id", () => {
  it("keeps no name, address or typed text in audit rows; the list joins today's names and the personal data kept beside each row", async () => {
    const admin = await signedInAgent(t, "admin");
    const agent = request.agent(t.app);
    const reg = await agent.post("/api/register").send({
      username: "meera_iyer_audit",
      password: "Meera!2026x",
      email: "meera.audit@example.in",
      fullName: "Meera Iyer",
      phoneNumber: "9876543210",
      privacyNoticeAccepted: true,
    });
    expect(reg.status).toBe(201);
    await agent.patch("/api/me").send({ fullName: "Meera S Iyer" }).expect(200);
    await request(t.app).post("/api/login").send({ username: "meera.typo@example.in", password: "wrong" }).expect(401);
    const id = reg.body.id as number;

    const texts = await queryRows<{ text: string }>(
      t.db,
      sql`select description || ' ' || coalesce(old_value::text, '') || ' ' || coalesce(new_value::text, '') as text from audit_logs`,
    );
    for (const needle of ["meera_iyer_audit", "meera.audit@example.in", "Meera Iyer", "Meera S Iyer", "meera.typo"]) {
      expect(texts.filter((r) => r.text.includes(needle)).map((r) => r.text)).toEqual([]);
    }
    const page = await admin.agent.get(`/api/audit-logs?q=${id}&limit=50`).expect(200);
    const profile = page.body.logs.find((l: { actionType: string }) => l.actionType === "update_profile");
    expect(profile).toMatchObject({
      userId: id,
      username: "meera_iyer_audit",
      subjectId: id,
      subjectName: "meera_iyer_audit",
      description: `Customer corrected their name (user #${id})`,
      oldValue: { changed: ["fullName"], fullName: "Meera Iyer" },
      newValue: { fullName: "Meera S Iyer" },
      ipAddress: expect.any(String),
    });

    await agent.delete("/api/me").send({ password: "Meera!2026x" }).expect(200);
    const after = await admin.agent.get(`/api/audit-logs?q=${id}&limit=50`).expect(200);
    const erased = after.body.logs.find((l: { actionType: string }) => l.actionType === "update_profile");
    expect(erased).toMatchObject({
      userId: id,
      username: `Deleted customer #${id}`,
      subjectName: `Deleted customer #${id}`,
      oldValue: { changed: ["fullName"] },
      newValue: null,
      ipAddress: null,
      userAgent: null,
    });
    expect(JSON.stringify(after.body)).not.toContain("Meera");
  });

  it("names the customer a staff decision is about", async () => {
    const admin = await signedInAgent(t, "admin");
    const customer = await signedInAgent(t);
    const loan = await customer.agent.post("/api/loan-applications").send(validLoan());
    expect(loan.status).toBe(201);
    await admin.agent
      .patch(`/api/admin/loan-applications/${loan.body.id}`)
      .send({ status: "rejected", rejectionReason: "Property papers are not clear" })
      .expect(200);
    const [row] = await queryRows(
      t.db,
      sql`select user_id, subject_id, description, new_value from audit_logs where action_type = 'update_loan_status' and entity_id = ${String(loan.body.id)}`,
    );
    expect(row).toEqual({
      user_id: admin.user.id,
      subject_id: customer.user.id,
      description: `Loan application #${loan.body.id} rejected with a reason`,
      new_value: { status: "rejected", stage: "rejected" },
    });
    expect(
      await queryRows(
        t.db,
        sql`select person_id, new_value from audit_personal_data where new_value is not null and audit_log_id = (select id from audit_logs where action_type = 'update_loan_status' and entity_id = ${String(loan.body.id)})`,
      ),
    ).toEqual([{ person_id: customer.user.id, new_value: { rejectionReason: "Property papers are not clear" } }]);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("concurrent writers", () => {
  it("wait on no chain: creates, logins and staff decisions about one customer at once all succeed, and two sealers chain each row once", async () => {
    const admin = await signedInAgent(t, "admin");
    const customer = await signedInAgent(t);
    const loans = await Promise.all(Array.from({ length: 3 }, () => customer.agent.post("/api/loan-applications").send(validLoan())));
    expect(loans.map((l) => l.status)).toEqual([201, 201, 201]);
    const users = await Promise.all(Array.from({ length: 4 }, () => makeUser(t)));
    const answers = await Promise.all([
      ...users.flatMap((u) =>
        Array.from({ length: 3 }, () => request(t.app).post("/api/login").send({ username: u.username, password: DEFAULT_PASSWORD })),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        customer.agent
          .post("/api/grievances")
          .send({ category: "other", subject: `At once ${i}`, description: "Filed while other things happen." }),
      ),
      customer.agent.patch("/api/me/consents").send({ marketing: true }),
      request(t.app).post("/api/login").send({ username: customer.user.username, password: DEFAULT_PASSWORD }),
      ...loans.map((l) => admin.agent.patch(`/api/admin/loan-applications/${l.body.id}`).send({ status: "approved" })),
      customer.agent.patch("/api/me").send({ fullName: "Renamed At Once" }),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
    const sealed = await Promise.all([sealAuditChain(t.db), sealAuditChain(t.db)]);
    expect(sealed[0] + sealed[1] + (await sealAuditChain(t.db))).toBeGreaterThan(0);
    expect(await verifyAuditChain(t.db)).toMatchObject({ broken: null, unsealed: 0 });
    expect(await queryRows(t.db, sql`select count(*)::int as n from audit_logs group by seq having count(*) > 1`)).toEqual([]);
  });
});
