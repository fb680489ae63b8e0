import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freezeClock } from "../../../tests/setup/clock";
import { queryRows, type Executor } from "../../db/client";
import { customerWithEverything } from "../../../tests/setup/account-fixture";
import { loadConfig } from "../../env";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { EXPORT_SECTIONS, NOT_EXPORTED, exportedOwnerColumns } from "./export.service";

// The file is named after the day in India by the app's clock: 17 June 2026, midday IST.
freezeClock("2026-06-17T06:30:00Z");

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
});
afterAll(() => t.close());

/**
 * Every column in the database that says which user a row belongs to: a foreign key to users.id,
 * or a column named user_id (sessions has no foreign key). Read from the database itself, so a table
 * added by any migration is found without anyone remembering this test.
 */
async function userColumns(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ col: string }>(
    db,
    sql`select kcu.table_name || '.' || kcu.column_name as col
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
         where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
        union
        select table_name || '.' || column_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
  );
  return rows.map((r) => r.col).sort();
}

/** Columns holding customer data that the export neither covers nor excludes with a reason. */
async function uncoveredUserColumns(db: Executor): Promise<string[]> {
  const covered = new Set([...exportedOwnerColumns(), ...Object.keys(NOT_EXPORTED)]);
  return (await userColumns(db)).filter((c) => !covered.has(c));
}

describe("export completeness", () => {
  it("covers every column in the database that points at a user, or names why it is left out", async () => {
    const found = await userColumns(t.db);
    // The discovery itself works: the tables we know of are among those found.
    expect(found).toEqual(
      expect.arrayContaining(["loan_applications.user_id", "sessions.user_id", "consents.user_id", "kyc_documents.reviewed_by"]),
    );
    expect(await uncoveredUserColumns(t.db)).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
  });

  it("fails when a table holding customer data is added without an export section", async () => {
    await t.db.execute(sql`create table probe_complaints (id serial primary key, customer integer references users(id), text text)`);
    await t.db.execute(sql`create table probe_preferences (user_id integer, theme text)`);
    try {
      expect(await uncoveredUserColumns(t.db)).toEqual(["probe_complaints.customer", "probe_preferences.user_id"]);
    } finally {
      await t.db.execute(sql`drop table probe_complaints, probe_preferences`);
    }
  });

  it("has the customer's rows in every section, for a customer who has used everything", async () => {
    const c = await customerWithEverything(t, admin);
    const res = await c.agent.get("/api/me/export");
    expect(res.status).toBe(200);
    const { sections } = JSON.parse(res.text);
    for (const { name } of EXPORT_SECTIONS) {
      if (name === "profile") continue;
      expect(sections[name], name).toEqual(expect.arrayContaining([expect.anything()]));
    }
  });
});

describe("GET /api/me/export", () => {
  it("never names the member of staff who reviewed a KYC document", async () => {
    const c = await customerWithEverything(t, admin);
    await admin.agent.patch(`/api/admin/kyc-documents/${c.kycIds[0]}`).send({ verificationStatus: "verified" }).expect(200);
    const { sections } = JSON.parse((await c.agent.get("/api/me/export").expect(200)).text);
    const pan = sections.kycDocuments.find((d: { id: number }) => d.id === c.kycIds[0]);
    expect(pan).toMatchObject({ verificationStatus: "verified", reviewedAt: expect.any(String) });
    for (const doc of sections.kycDocuments) expect(doc).not.toHaveProperty("reviewedBy");
  });

  it("downloads the customer's data as a dated JSON attachment, without secrets or file bytes, and audit-logs it", async () => {
    const c = await customerWithEverything(t, admin);
    const other = await customerWithEverything(t, admin, { pay: false });
    const res = await c.agent.get("/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename=gharsetu-my-data-2026-06-17.json`);
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({
      format: "gharsetu-personal-data/1",
      exportedAt: "2026-06-17T06:30:00.000Z",
      privacyNoticeVersion: expect.any(String),
    });
    const s = body.sections;
    expect(s.profile).toMatchObject({
      id: c.user.id,
      username: c.person.username,
      email: c.person.email,
      fullName: c.person.fullName,
      phoneNumber: c.person.phoneNumber,
      preferredLanguage: "en",
    });
    expect(s.profile).not.toHaveProperty("password");
    expect(s.consents).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: "marketing", granted: true, source: "registration_form" })]),
    );
    expect(s.loanApplications.map((l: { id: number }) => l.id)).toEqual(c.loans);
    // Amounts in rupees, as everywhere else the customer reads them (the columns hold paise).
    expect(JSON.stringify(s)).not.toMatch(/Paise/);
    const asListed = (await c.agent.get("/api/loan-applications").expect(200)).body as {
      id: number;
      amount: number;
      processingFee: number;
    }[];
    for (const l of s.loanApplications as { id: number; amount: number }[])
      expect(l.amount).toBe(asListed.find((x) => x.id === l.id)!.amount);
    const feePaid = asListed.find((x) => s.payments.some((p: { relatedId: number }) => p.relatedId === x.id))!;
    expect(s.payments[0].amount).toBe(feePaid.processingFee);
    expect(s.transactions[0].amount).toBe(feePaid.processingFee);
    expect(s.sipInvestments).toEqual([expect.objectContaining({ id: c.sipId, bankAccountNumber: "XXXX5678" })]);
    expect(s.consultations).toEqual([expect.objectContaining({ id: c.consultationId, name: c.person.fullName })]);
    expect(s.kycDocuments.map((d: { id: number }) => d.id)).toEqual(c.kycIds);
    expect(s.kycDocuments[0]).toMatchObject({ documentType: "PAN Card", documentNumber: c.person.pan, contentType: "application/pdf" });
    expect(s.kycDocuments[0]).not.toHaveProperty("storageKey");
    expect(s.payments).toEqual([
      expect.objectContaining({ status: "captured", paymentFor: "loan-processing-fee" }),
      expect.objectContaining({ status: "captured", paymentFor: "sip-investment" }),
    ]);
    expect(s.payments[0]).not.toHaveProperty("signature");
    expect(s.transactions).toEqual([
      expect.objectContaining({ transactionType: "processing_fee" }),
      expect.objectContaining({ transactionType: "sip_contribution" }),
    ]);
    // The SIP's autopay and its first instalment, with the units it bought.
    expect(s.sipMandates).toEqual([expect.objectContaining({ sipId: c.sipId, kind: "upi", status: "active", demoMode: true })]);
    expect(s.sipInstalments).toEqual([expect.objectContaining({ sipId: c.sipId, seq: 1, status: "paid", milliUnits: expect.any(Number) })]);
    expect(s.grievances).toEqual([
      expect.objectContaining({ id: c.grievanceId, category: "consultation", reference: expect.stringMatching(/^GS-\d{4}-\d{6,}$/) }),
    ]);
    expect(s.grievances[0]).not.toHaveProperty("respondedBy");
    expect(s.notifications.map((x: { kind: string }) => x.kind)).toEqual(
      expect.arrayContaining(["loan_submitted", "loan_rejected", "payment_receipt"]),
    );
    expect(s.auditLog.map((a: { actionType: string }) => a.actionType)).toEqual(
      expect.arrayContaining(["register", "create_loan_application", "upload_kyc_document"]),
    );
    expect(s.signedInDevices).toEqual([expect.objectContaining({ device: expect.any(String), ipAddress: expect.any(String) })]);

    const text = res.text;
    expect(text).not.toMatch(/\$argon2/);
    const secrets = await queryRows<{ v: string }>(
      t.db,
      sql`select sid as v from sessions where user_id = ${c.user.id}
          union all select storage_key from kyc_documents where user_id = ${c.user.id} and storage_key is not null
          union all select signature from payments where user_id = ${c.user.id} and signature is not null`,
    );
    // Demo payments carry the word "demo" as their signature: a real signature is a long HMAC.
    // Two demo payments: the loan's fee and the SIP's first contribution.
    expect(secrets.filter((r) => r.v === "demo")).toHaveLength(2);
    expect(secrets.length).toBeGreaterThan(2);
    for (const { v } of secrets.filter((r) => r.v !== "demo")) expect(text).not.toContain(v);
    // A PDF's bytes would start with %PDF; not even base64 of it is there.
    expect(text).not.toContain("%PDF");
    expect(text).not.toContain("JVBERi0");
    // Nothing of anyone else.
    expect(text).not.toContain(other.person.email);
    expect(text).not.toContain(other.person.fullName);

    const [audit] = await queryRows<{ user_id: number; description: string }>(
      t.db,
      sql`select user_id, description from audit_logs where action_type = 'export_personal_data' and entity_id = ${String(c.user.id)}`,
    );
    expect(audit).toEqual({ user_id: c.user.id, description: `Customer downloaded their data (user #${c.user.id})` });
  });

  it("holds the audit rows about the person, staff decisions on their records included, and never what they did as staff about others", async () => {
    const reviewer = await signedInAgent(t, "admin");
    const c = await customerWithEverything(t, reviewer);
    const mine = JSON.parse((await c.agent.get("/api/me/export").expect(200)).text).sections.auditLog as {
      actionType: string;
      entityId: string;
      byThemselves: boolean;
      ipAddress: string | null;
    }[];
    const decision = mine.find((a) => a.actionType === "update_loan_status");
    // The decision on their loan is theirs to see, without the staff member's address.
    expect(decision).toMatchObject({
      entityId: String(c.loans[1]),
      byThemselves: false,
      ipAddress: null,
      personalNewValue: { rejectionReason: `Income proof of ${c.person.fullName} is unclear` },
    });
    expect(mine.filter((a) => a.byThemselves).every((a) => a.ipAddress)).toBe(true);

    const staffExport = JSON.parse((await reviewer.agent.get("/api/me/export").expect(200)).text).sections.auditLog as {
      actionType: string;
    }[];
    expect(staffExport.map((a) => a.actionType)).not.toContain("update_loan_status");
    expect(JSON.stringify(staffExport)).not.toContain(c.person.fullName);
    expect(staffExport.map((a) => a.actionType)).toEqual(["login"]);
  });

  it("allows 5 downloads an hour per person by default, then answers 429 and writes no more audit rows", async () => {
    const DATA_EXPORTS_PER_HOUR = 5;
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).rateLimits.dataExportsPerHour).toBe(DATA_EXPORTS_PER_HOUR);
    const limited = await createTestApp({ RATE_LIMIT_DATA_EXPORTS: String(DATA_EXPORTS_PER_HOUR) }, t);
    const { agent, user } = await signedInAgent(limited);
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) await agent.get("/api/me/export").expect(200);
    const refused = await agent.get("/api/me/export");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: `You can download your data ${DATA_EXPORTS_PER_HOUR} times an hour. Please try again later.`,
      code: "RATE_LIMITED",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      await queryRows(
        t.db,
        sql`select count(*)::int as n from audit_logs where action_type = 'export_personal_data' and user_id = ${user.id}`,
      ),
    ).toEqual([{ n: DATA_EXPORTS_PER_HOUR }]);
    // Someone else is not held back by it.
    await (await signedInAgent(limited)).agent.get("/api/me/export").expect(200);
  });

  it("is for signed-in people only", async () => {
    const res = await request(t.app).get("/api/me/export");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Please log in to continue", code: "SIGN_IN_REQUIRED" });
  });
});
