import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { finished } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationRequestSchema, loanApplicationSchema, sipInvestmentSchema } from "../../../shared/schema";
import { openDatabase, queryRows, type Database } from "../../db/client";
import { samplePdf } from "../../../tests/setup/kyc-files";
import { validBooking, validLoan, validSip, weekdayAfter } from "../../../tests/setup/factories";
import { createTestApp, DEFAULT_PASSWORD, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { createConsultation } from "../consultations/consultations.service";
import { createGrievance } from "../grievances/grievances.service";
import { setChecklistProfile, uploadChecklistDocument } from "../loans/documents/checklist.service";
import { createLoanApplication } from "../loans/loans.service";
import { localFileStorage } from "../../storage/file-storage";
import { createSip } from "../sip/sip.service";
import { setMarketingConsent } from "./consents.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { userId: null, ipAddress: "127.0.0.1", userAgent: "test" };

/** Everything a customer's create paths can leave behind, counted by their user id. */
const leftovers = async (userId: number) =>
  (
    await queryRows<Record<string, number>>(
      t.db,
      sql`select (select count(*)::int from consultations where user_id = ${userId}) as consultations,
                 (select count(*)::int from grievances where user_id = ${userId}) as grievances,
                 (select count(*)::int from kyc_documents where user_id = ${userId}) as kyc,
                 (select count(*)::int from loan_applications where user_id = ${userId}) as loans,
                 (select count(*)::int from sip_investments where user_id = ${userId}) as sips,
                 (select count(*)::int from consents where user_id = ${userId} and source = 'profile') as consents`,
    )
  )[0];

const uploadedFiles = (userId: number) => {
  const dir = path.join(t.config.dataDir, "uploads", `u${userId}`);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("a create that reaches an erased account", () => {
  it("is refused on every path, with the account read again under its lock (not the session's copy)", async () => {
    const { agent, user } = await signedInAgent(t);
    // The copy of the user a request read at its start, before the erasure committed.
    const stale = { ...user, fullName: "Still Here", email: "still.here@example.in" };
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const attempts = [
      () => createConsultation(t.db, stale, consultationRequestSchema.parse(validBooking({ preferredDate: weekdayAfter(6) })), ctx),
      () =>
        createGrievance(t.db, stale, { category: "other", subject: "Late write", description: "Written after the erasure started." }, ctx),
      () => createLoanApplication(t.db, stale, loanApplicationSchema.parse(validLoan()), ctx, { webhook: true }),
      () => createSip(t.db, stale, sipInvestmentSchema.parse(validSip()), ctx),
      () => setMarketingConsent(t.db, stale.id, true, ctx),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ status: 401 });
    expect(await leftovers(user.id)).toEqual({ consultations: 0, grievances: 0, kyc: 0, loans: 0, sips: 0, consents: 0 });
    expect(await queryRows(t.db, sql`select count(*)::int as n from outbox where user_id = ${user.id}`)).toEqual([{ n: 0 }]);
  });
});

describe("a loan document that reaches an erased account", () => {
  it("is refused, a file or a new profile alike, and leaves neither row nor file", async () => {
    const { agent, user } = await signedInAgent(t);
    const loan = (await agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    const stale = { ...user, fullName: "Still Here" };
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const storage = localFileStorage(path.join(t.config.dataDir, "uploads"));
    const incoming = await storage.incoming();
    incoming.stream.end(samplePdf());
    await finished(incoming.stream);
    const file = { tempPath: incoming.path, size: samplePdf().length, contentType: "application/pdf" as const, originalName: "pan.pdf" };
    const log = { warn: () => undefined };
    await expect(uploadChecklistDocument(t.db, storage, stale, loan.id, "pan", file, ctx, log)).rejects.toMatchObject({ status: 401 });
    await expect(
      setChecklistProfile(t.db, storage, stale, loan.id, { applicantProfile: "nri", purchaseKind: null }, ctx, log),
    ).rejects.toMatchObject({ status: 401 });
    expect(await queryRows(t.db, sql`select id from loan_documents where user_id = ${user.id}`)).toEqual([]);
    expect(existsSync(incoming.path)).toBe(false);
    expect(uploadedFiles(user.id)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("writes in flight when an account is erased", () => {
  let second: Database;
  beforeAll(() => {
    second = openDatabase({ databaseUrl: (t.database as { url?: string }).url!, poolSize: 3 });
  });
  afterAll(() => second.close());

  /** Backends of this database waiting for a lock (the requests queued behind the held row). */
  const waiting = async () =>
    (
      await queryRows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )
    )[0].n;

  it("writes nothing once the erasure holds the account: each request queued behind it is refused, and no file is kept", async () => {
    // Without verified KYC: a SIP queued behind the erasure is refused for the account, before its KYC is looked at.
    const { agent, user } = await signedInAgent(t);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    // An erasure in progress: the account's row is locked, and erased when the transaction commits.
    const eraser = second.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${user.id} for update`);
      locked();
      await held;
      await tx.execute(
        sql`update users set erased_at = now(), full_name = 'Deleted user', email = ${`deleted#${user.id}@erased.invalid`}, phone_number = null where id = ${user.id}`,
      );
    });
    await lockTaken;
    const requests = [
      agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: weekdayAfter(7), name: "Late Booker", email: "late@example.in", phone: "98765 43210" })),
      agent.post("/api/grievances").send({ category: "other", subject: "Late complaint", description: "Call me on 98765 43210." }),
      agent
        .post("/api/kyc-documents")
        .field("documentType", "PAN Card")
        .field("documentNumber", "ABCDE1234F")
        .attach("file", samplePdf(), { filename: "pan.pdf", contentType: "application/pdf" }),
      agent.post("/api/loan-applications").send(validLoan()),
      agent.post("/api/sip-investments").send(validSip()),
    ].map((r) => r.then((res) => res.status));
    for (let i = 0; i < 500 && (await waiting()) < requests.length; i++) await sleep(20);
    expect(await waiting()).toBe(requests.length);
    release();
    await eraser;
    expect(await Promise.all(requests)).toEqual(requests.map(() => 401));
    expect(await leftovers(user.id)).toEqual({ consultations: 0, grievances: 0, kyc: 0, loans: 0, sips: 0, consents: 0 });
    expect(uploadedFiles(user.id)).toEqual([]);
  });

  it("leaves nothing personal created after the erasure when fifteen writes race DELETE /api/me", async () => {
    const { user } = await signedInAgent(t);
    const signIn = async () => {
      const a = request.agent(t.app);
      await a.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
      return a;
    };
    const other = await signIn();
    const eraser = await signIn();
    const writes = Array.from({ length: 5 }, (_, i) => [
      other
        .post("/api/consultations")
        .send(validBooking({ preferredDate: weekdayAfter(8 + i), name: "Race Booker", email: "race@example.in", phone: "98765 43210" })),
      other.post("/api/grievances").send({ category: "other", subject: `Race ${i}`, description: "Call me on 98765 43210." }),
      other
        .post("/api/kyc-documents")
        .field("documentType", "Bank Statement")
        .attach("file", samplePdf(), { filename: `statement-${i}.pdf`, contentType: "application/pdf" }),
    ]).flat();
    const fired = writes.map((w) => w.then((r) => r.status));
    await sleep(50);
    const erased = await eraser.delete("/api/me").send({ password: DEFAULT_PASSWORD });
    expect(erased.status).toBe(200);
    await Promise.all(fired);
    const rows = await queryRows(
      t.db,
      sql`select 'consultation' as kind, name, email, phone, notes from consultations where user_id = ${user.id} and (name is not null or email is not null or phone is not null or notes is not null)
          union all select 'grievance', subject, description, related_id, null from grievances where user_id = ${user.id} and subject <> ${"Removed when the customer's account was erased"}
          union all select 'kyc', file_name, storage_key, null, null from kyc_documents where user_id = ${user.id} and retain_until is null`,
    );
    expect(rows).toEqual([]);
    const keys = (await queryRows<{ k: string }>(t.db, sql`select storage_key as k from kyc_documents where user_id = ${user.id}`)).map(
      (r) => path.basename(r.k),
    );
    expect(uploadedFiles(user.id).filter((f) => !keys.includes(f))).toEqual([]);
  });

  it("erases a customer without waiting for locks held on other people's rows (a superadmin's)", async () => {
    const superadmin = await signedInAgent(t, "superadmin");
    const { agent } = await signedInAgent(t);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    const holder = second.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${superadmin.user.id} for update`);
      locked();
      await held;
    });
    await lockTaken;
    let done = false;
    const erasure = agent
      .delete("/api/me")
      .send({ password: DEFAULT_PASSWORD })
      .then((r) => {
        done = true;
        return r.status;
      });
    let blocked = false;
    for (let i = 0; i < 500 && !done; i++) {
      if ((await waiting()) > 0) {
        blocked = true;
        break;
      }
      await sleep(20);
    }
    release();
    await holder;
    expect(blocked).toBe(false);
    expect(await erasure).toBe(200);
  });
});
