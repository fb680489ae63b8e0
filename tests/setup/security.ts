import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll } from "vitest";
import { CONSULTATION_SLOTS } from "../../shared/catalog/consultations";
import {
  consultations,
  grievanceReference,
  grievances,
  kycDocuments,
  loanApplications,
  loanDocuments,
  loanKfsAcknowledgements,
  notifications,
  outbox,
  payments,
  transactions,
  sipInvestments,
  sipMandates,
  users,
  type PublicUser,
  type Role,
} from "../../shared/schema";
import { now } from "../../shared/clock";
import { rupeesToPaise, type Paise } from "../../shared/finance/money";
import { currentKfsVersion } from "../../server/modules/loans/papers/papers.service";
import { newStorageKey } from "../../server/storage/file-storage";
import { loanRow, sipRow, upcomingWeekdays, validBooking, validLoan, validSip } from "./factories";
import { samplePdf } from "./kyc-files";
import { fillPath, listApiRoutes, type ApiRoute } from "./api-routes";
import { DEFAULT_PASSWORD, createTestApp, investorReady, makeUser, type TestApp } from "./test-app";

/** Who calls: nobody, the owner of the fixtures, another customer, and the two staff roles. */
export const IDENTITIES = ["anon", "user", "other", "admin", "superadmin"] as const;
export type Identity = (typeof IDENTITIES)[number];
export type Agent = ReturnType<typeof request.agent>;

/**
 * Records owned by the "user" identity, each call a fresh one, inserted straight into the database
 * (so the per-customer caps the API enforces do not run out while a suite probes every route).
 */
export type Fixtures = ReturnType<typeof fixturesFor>;

let bookingSeq = 0;

function fixturesFor(t: TestApp, owner: () => PublicUser, ownerAgent: () => Promise<Agent>) {
  const slotDays = upcomingWeekdays(12);
  // Each booking gets its own day and slot, so none ever meets the per-slot limit.
  const nextSlot = () => {
    const n = bookingSeq++;
    return {
      preferredDate: slotDays[Math.floor(n / CONSULTATION_SLOTS.length) % slotDays.length],
      preferredTime: CONSULTATION_SLOTS[n % CONSULTATION_SLOTS.length],
    };
  };
  return {
    /** An application of the owner's whose Key Fact Statement they acknowledged (so its fee can be paid). */
    async loan(userId = owner().id) {
      const [row] = await t.db.insert(loanApplications).values(loanRow(validLoan(), userId)).returning();
      await t.db
        .insert(loanKfsAcknowledgements)
        .values({ applicationId: row.id, userId, kfsVersion: await currentKfsVersion(t.db, row), coolingOffDays: 3, feeRefundable: true });
      return row.id;
    },
    /** The version of the application's Key Fact Statement today (what an acknowledgement names). */
    async kfsVersion(id: number) {
      const [row] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, id));
      return currentKfsVersion(t.db, row);
    },
    /** An application of the owner's, sanctioned (its sanction letter can be read). */
    async sanctionedLoan() {
      const [row] = await t.db
        .insert(loanApplications)
        .values({
          ...loanRow(validLoan(), owner().id),
          stage: "sanctioned",
          status: "approved",
          sanctionedAmountPaise: rupeesToPaise(2_400_000),
          sanctionedRate: 8.5,
          sanctionConditions: "Original sale deed to be deposited",
        })
        .returning();
      return row.id;
    },
    /** A captured (demo-mode) payment of the owner's processing fee, with its transaction. */
    async capturedPayment() {
      const loanId = await this.loan();
      const [payment] = await t.db
        .insert(payments)
        .values({
          userId: owner().id,
          amountPaise: rupeesToPaise(12_500),
          status: "captured",
          orderId: `order_security_${loanId}`,
          paymentId: `pay_security_${loanId}`,
          paymentFor: "loan-processing-fee",
          relatedId: loanId,
          demoMode: true,
        })
        .returning();
      await t.db.insert(transactions).values({
        userId: owner().id,
        transactionType: "processing_fee",
        amountPaise: payment.amountPaise,
        relatedId: loanId,
        paymentId: payment.id,
        description: `Processing fee, application #${loanId}`,
      });
      return payment.id;
    },
    /** An application at legal and technical checks, its sanction recommended by another member of staff (a new admin). */
    async recommendedLoan() {
      const maker = await makeUser(t, { role: "admin" });
      const [row] = await t.db
        .insert(loanApplications)
        .values({
          ...loanRow(validLoan(), owner().id),
          stage: "legal_technical",
          recommendation: {
            decision: "sanction",
            byUserId: maker.id,
            at: now().toISOString(),
            version: 1,
            amountPaise: rupeesToPaise(2_500_000),
            interestRate: 8.5,
            conditions: "",
          },
        })
        .returning();
      return row.id;
    },
    async sip(userId = owner().id) {
      const [row] = await t.db.insert(sipInvestments).values(sipRow(validSip(), userId)).returning();
      return row.id;
    },
    /** A SIP whose first contribution was captured (demo), so autopay may be set up. */
    async paidSip(userId = owner().id) {
      const [row] = await t.db.insert(sipInvestments).values(sipRow(validSip(), userId)).returning();
      await t.db.insert(payments).values({
        userId,
        amountPaise: row.monthlyAmountPaise,
        status: "captured",
        orderId: `order_sec_sip_${row.id}`,
        paymentId: `pay_sec_sip_${row.id}`,
        paymentFor: "sip-investment",
        relatedId: row.id,
        demoMode: true,
      });
      return row.id;
    },
    /** A SIP with autopay in force (demo). */
    async autopaySip(userId = owner().id) {
      const id = await this.paidSip(userId);
      await t.db.insert(sipMandates).values({
        sipId: id,
        userId,
        kind: "upi",
        maxAmountPaise: 1_000_000 as Paise,
        status: "active",
        gatewayCustomerId: "cust_demo",
        gatewayTokenId: `token_demo_sip_${id}`,
        demoMode: true,
        activatedAt: new Date(0),
      });
      return id;
    },
    /** A SIP whose (Razorpay) mandate waits for the customer's authorisation. */
    async pendingMandateSip(userId = owner().id) {
      const id = await this.paidSip(userId);
      await t.db.insert(sipMandates).values({
        sipId: id,
        userId,
        kind: "upi",
        maxAmountPaise: 1_000_000 as Paise,
        status: "pending",
        gatewayCustomerId: "cust_sec",
        authOrderId: `order_sec_mandate_${id}`,
        demoMode: false,
      });
      return id;
    },
    async consultation(userId = owner().id) {
      const { phone, ...fields } = validBooking(nextSlot());
      const [row] = await t.db
        .insert(consultations)
        .values({ ...fields, phone, userId })
        .returning();
      return row.id;
    },
    async kyc(userId = owner().id) {
      const key = newStorageKey(userId, "pdf");
      const file = path.join(t.config.dataDir, "uploads", key);
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const body = samplePdf();
      writeFileSync(file, body, { mode: 0o600 });
      const [row] = await t.db
        .insert(kycDocuments)
        .values({
          userId,
          documentType: "Salary Slip",
          documentUrl: "",
          storageKey: key,
          fileName: "salary-slip.pdf",
          contentType: "application/pdf",
          sizeBytes: body.length,
        })
        .returning();
      await t.db
        .update(kycDocuments)
        .set({ documentUrl: `/api/kyc-documents/${row.id}/file` })
        .where(eq(kycDocuments.id, row.id));
      return row.id;
    },
    /** A file the owner sent for their application's PAN card item, waiting for its check: the application's id and the item. */
    async loanDocument(userId = owner().id) {
      const applicationId = await this.loan(userId);
      const key = newStorageKey(userId, "pdf");
      const file = path.join(t.config.dataDir, "uploads", key);
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const body = samplePdf();
      writeFileSync(file, body, { mode: 0o600 });
      const [row] = await t.db
        .insert(loanDocuments)
        .values({
          applicationId,
          userId,
          itemId: "pan",
          storageKey: key,
          fileName: "pan.pdf",
          contentType: "application/pdf",
          sizeBytes: body.length,
        })
        .returning();
      return { id: applicationId, itemId: "pan", uploadedAt: row.uploadedAt.toISOString() };
    },
    async notification(userId = owner().id) {
      const [row] = await t.db
        .insert(notifications)
        .values({
          userId,
          kind: "loan_submitted",
          title: "Application received",
          body: "We have your application.",
          link: "/dashboard?tab=loans",
          eventKey: `security-${Math.random()}`,
        })
        .returning();
      return row.id;
    },
    /** An e-mail given up after its last attempt, as staff see it in the Outbox tab. */
    async failedEmail() {
      const [row] = await t.db
        .insert(outbox)
        .values({
          topic: "email",
          payload: { kind: "loan_submitted", to: "someone@example.in" },
          attempts: 10,
          lastError: "550 mailbox unavailable",
        })
        .returning();
      return row.id;
    },
    async grievance(userId = owner().id) {
      const [row] = await t.db
        .insert(grievances)
        .values({
          userId,
          reference: `pending-${Math.random()}`,
          category: "customer_service",
          subject: "Nobody called back",
          description: "I asked for a call back twice and nobody called.",
        })
        .returning();
      await t.db
        .update(grievances)
        .set({ reference: grievanceReference(2026, row.id) })
        .where(eq(grievances.id, row.id));
      return row.id;
    },
    /** A new admin who signs in with a second factor (for resetting it), not one of the identities. */
    async staffWithTwoFactor() {
      const admin = await makeUser(t, { role: "admin" });
      await t.db
        .update(users)
        .set({ twoFactorEnabledAt: sql`now()` })
        .where(eq(users.id, admin.id));
      return admin.id;
    },
    /** A new customer account (for role changes), not one of the identities. */
    async customer() {
      return (await makeUser(t)).id;
    },
    /** A demo-mode payment order the owner started for a fresh application of theirs. */
    async order() {
      const loanId = await this.loan();
      const res = await (await ownerAgent()).post(`/api/payments/loan-processing-fee/${loanId}`).set("Content-Length", "0");
      if (res.status !== 201) throw new Error(`order fixture: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.razorpay.order_id as string;
    },
    /** A valid booking for the form, on a day and slot no other booking of the suite takes. */
    booking: () => validBooking(nextSlot()),
  };
}

export type Cast = {
  t: TestApp;
  users: Record<Exclude<Identity, "anon">, PublicUser>;
  /** The identity's signed-in agent (a fresh cookie-less one for anon). */
  agent(who: Identity): Promise<Agent>;
  /** Forgets the signed-in agents, after a request that changed or ended their sessions. */
  resetSessions(): void;
  /**
   * A signed-in agent of a new account with the identity's role (anon: a cookie-less one), for routes
   * that change or delete the caller's own account.
   */
  freshAgent(who: Identity): Promise<Agent>;
  /** The agent a route's caller uses: a fresh account's where the row changes the caller's own account. */
  callerFor(who: Identity, row: { freshCallers?: true }): Promise<Agent>;
  /** How many sign-ins agent() and freshAgent() have made (each writes an audit row). */
  signIns: number;
  f: Fixtures;
};

/** The five callers of the security suite over one app, and the fixtures the "user" identity owns. */
export async function castOf(t: TestApp): Promise<Cast> {
  const users = {
    user: await makeUser(t),
    other: await makeUser(t),
    admin: await makeUser(t, { role: "admin" }),
    superadmin: await makeUser(t, { role: "superadmin" }),
  };
  // Every caller may invest (a SIP needs verified KYC), so a refusal is about the route, not the caller's KYC.
  for (const u of Object.values(users)) await investorReady(t, u.id);
  const agents = new Map<Identity, Agent>();
  const signIn = async (user: PublicUser) => {
    const agent = request.agent(t.app);
    const res = await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    if (res.status !== 200) throw new Error(`login of ${user.username}: ${res.status} ${JSON.stringify(res.body)}`);
    return agent;
  };
  let ownerAgent: Agent | undefined;
  const cast: Cast = {
    t,
    users,
    async agent(who) {
      if (who === "anon") return request.agent(t.app);
      if (!agents.has(who)) {
        agents.set(who, await signIn(users[who]));
        cast.signIns += 1;
      }
      return agents.get(who)!;
    },
    resetSessions: () => agents.clear(),
    async freshAgent(who) {
      if (who === "anon") return request.agent(t.app);
      const role: Role = who === "admin" || who === "superadmin" ? who : "user";
      cast.signIns += 1;
      const fresh = await makeUser(t, { role });
      await investorReady(t, fresh.id);
      return signIn(fresh);
    },
    callerFor: (who, row) => (row.freshCallers ? cast.freshAgent(who) : cast.agent(who)),
    signIns: 0,
    f: fixturesFor(
      t,
      () => users.user,
      async () => (ownerAgent ??= await signIn(users.user)),
    ),
  };
  return cast;
}

/** The webhook secret of the security suite's app, so the webhook route can be called as Razorpay would. */
export const WEBHOOK_SECRET = "whsec_security_suite";

/** The app the security suite probes: the test app with the payment webhook configured. */
export const createSecurityApp = (env: Record<string, string> = {}) => createTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env });

export type SecuritySuite = { t: TestApp; cast: Cast; routes: ApiRoute[] };

/** One security test file's app, its cast of callers and the routes it serves; `ready` receives them before the first test. */
export function useSecurityApp(ready: (suite: SecuritySuite) => unknown, timeoutMs?: number) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createSecurityApp();
    await ready({ t, cast: await castOf(t), routes: listApiRoutes(t.app) });
  }, timeoutMs);
  afterAll(() => t?.close());
}

/** One request to a route: its path parameters, query, and a JSON body, a multipart upload or raw bytes. */
export type Probe = {
  params?: Record<string, string | number>;
  query?: Record<string, string | string[]>;
  body?: Record<string, unknown>;
  upload?: { fields: Record<string, string>; file: Buffer; filename: string };
  raw?: { body: string; headers: Record<string, string> };
};

/** Sends a probe to a route as the given agent; every request has a deadline, so a hang fails the test. */
export function sendProbe(agent: Agent, route: Pick<ApiRoute, "method" | "path">, probe: Probe = {}, timeoutMs = 10_000) {
  const method = route.method.toLowerCase() as "get" | "post" | "patch" | "put" | "delete";
  let req = agent[method](fillPath(route, probe.params ?? {})).timeout({ deadline: timeoutMs });
  if (probe.query) req = req.query(probe.query);
  if (probe.upload) {
    for (const [k, v] of Object.entries(probe.upload.fields)) req = req.field(k, v);
    return req.attach("file", probe.upload.file, { filename: probe.upload.filename, contentType: "application/pdf" });
  }
  if (probe.raw) return req.set(probe.raw.headers).send(probe.raw.body);
  if (probe.body) return req.send(probe.body);
  // What fetch() sends for a bodiless POST.
  return method === "get" || method === "delete" ? req : req.set("Content-Length", "0");
}
