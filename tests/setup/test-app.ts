import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import request from "supertest";
import { eq } from "drizzle-orm";
import { applicantProfileOf, documentChecklist } from "../../shared/catalog/document-checklist";
import type { LoanTypePayload } from "../../shared/catalog/loan-types";
import { kycDocuments, loanApplications, loanDocuments, type Role } from "../../shared/schema";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { createAccount } from "../../server/modules/auth";
import type { Database } from "../../server/db/client";
import { openTestDatabase } from "./test-db";

export type TestApp = {
  app: ReturnType<typeof createApp>["app"];
  db: Database["db"];
  database: Database;
  config: ReturnType<typeof loadConfig>;
  /** Waits for the work routes started after answering (a forgotten-password request's e-mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real app (no listening socket) over a fresh database, for supertest. Pass `shareDatabaseOf`
 * to run a second instance (another configuration, as after a restart) over the same database; its
 * close() leaves the database to its owner. Pass a `logger` to read what the app logs (silent by default).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  shareDatabaseOf?: TestApp,
  logger: Logger = pino({ level: "silent" }),
): Promise<TestApp> {
  const database = shareDatabaseOf?.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-test-")),
    SESSION_SECRET: "test-session-secret-0123456789",
    // Tests sign in many times from one address; the limits have their own test.
    RATE_LIMIT_LOGIN: "10000",
    RATE_LIMIT_REGISTER: "10000",
    RATE_LIMIT_WRITES: "100000",
    RATE_LIMIT_USER_WRITES: "100000",
    RATE_LIMIT_DATA_EXPORTS: "100000",
    RATE_LIMIT_RECOVERY: "100000",
    ...env,
  });
  const { app, after } = createApp({ database, config, logger });
  return {
    app,
    db: database.db,
    database,
    config,
    settled: () => after.settled(),
    close: async () => {
      await after.settled();
      if (!shareDatabaseOf) await database.close();
    },
  };
}

let counter = 0;
export const DEFAULT_PASSWORD = "Test@12345";

/** Inserts a user directly (as the seed and CLI do); unique names per call. */
export async function makeUser(t: TestApp, overrides: { role?: Role; username?: string; password?: string; fullName?: string } = {}) {
  counter += 1;
  const username = overrides.username ?? `user${counter}_${process.pid}`;
  return createAccount(t.db, {
    username,
    password: overrides.password ?? DEFAULT_PASSWORD,
    email: `${username}@example.in`,
    // Letters only, as a person's name must be (digits would keep it out of e-mails): 12 → "Test User Bc".
    fullName:
      overrides.fullName ??
      `Test User ${String(counter)
        .replace(/\d/g, (d) => "abcdefghij"[Number(d)])
        .replace(/^./, (c) => c.toUpperCase())}`,
    phoneNumber: "9876500000",
    role: overrides.role ?? "user",
  });
}

/** A supertest agent already signed in as a fresh user of the given role. */
export async function signedInAgent(t: TestApp, role: Role = "user") {
  const user = await makeUser(t, { role });
  const agent = request.agent(t.app);
  const res = await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user };
}

/** A paged list answer read back as `{ items, total }`: the array body and X-Total-Count. */
export function pageOf<T = any>(res: { body: T[]; headers: Record<string, string> }) {
  return { items: res.body, total: Number(res.headers["x-total-count"]) };
}

/** The Link header as { rel: url }. */
export function linksOf(res: { headers: Record<string, string> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (res.headers.link ?? "").split(",")) {
    const m = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part.trim());
    if (m) out[m[2]] = m[1];
  }
  return out;
}

/**
 * The owner reads and acknowledges the application's Key Fact Statement, as they must before its
 * processing fee (docs/decisions/papers-as-pdf.md); answers the version acknowledged.
 */
export async function acknowledgeKfs(agent: ReturnType<typeof request.agent>, loanId: number): Promise<string> {
  const kfs = await agent.get(`/api/loan-applications/${loanId}/kfs`);
  if (kfs.status !== 200) throw new Error(`KFS of #${loanId}: ${kfs.status} ${JSON.stringify(kfs.body)}`);
  const ack = await agent.post(`/api/loan-applications/${loanId}/kfs/acknowledgement`).send({ version: kfs.body.version });
  if (ack.status !== 200) throw new Error(`KFS acknowledgement of #${loanId}: ${ack.status} ${JSON.stringify(ack.body)}`);
  return kfs.body.version as string;
}

/**
 * Every required item of the application's document checklist sent and accepted, written straight to the
 * database (no files): for tests that move an application past the documents stage and are not about the
 * checklist. The checklist's own tests send and review files through the API.
 */
export async function completeChecklist(t: TestApp, loanId: number): Promise<void> {
  const [loan] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
  const items = documentChecklist(
    loan.loanType as LoanTypePayload,
    applicantProfileOf(loan.applicantProfile, loan.employmentType),
    loan.purchaseKind,
  ).filter((i) => i.required);
  await t.db
    .insert(loanDocuments)
    .values(
      items.map((i) => ({
        applicationId: loan.id,
        userId: loan.userId,
        itemId: i.id,
        storageKey: `u${loan.userId}/test-${loan.id}-${i.id}.pdf`,
        contentType: "application/pdf",
        sizeBytes: 1,
        status: "accepted" as const,
      })),
    )
    .onConflictDoUpdate({ target: [loanDocuments.applicationId, loanDocuments.itemId], set: { status: "accepted" } });
}

/**
 * The customer's KYC as investing needs it (a verified PAN and Aadhaar), written straight to the
 * database: for tests about SIPs, not about KYC review.
 */
export async function investorReady(t: { db: TestApp["db"] }, userId: number): Promise<number[]> {
  const rows = await t.db
    .insert(kycDocuments)
    .values(
      (["PAN Card", "Aadhaar Card"] as const).map((documentType) => ({
        userId,
        documentType,
        documentUrl: `kyc/test-${userId}-${documentType === "PAN Card" ? "pan" : "aadhaar"}.pdf`,
        verificationStatus: "verified" as const,
      })),
    )
    .returning({ id: kycDocuments.id });
  return rows.map((r) => r.id);
}

/** A signed-in customer whose KYC lets them invest. */
export async function investorAgent(t: TestApp) {
  const customer = await signedInAgent(t);
  await investorReady(t, customer.user.id);
  return customer;
}
