import { createHmac } from "node:crypto";
import type { PublicUser } from "../../shared/schema";
import { validLoan, validSip } from "../../tests/setup/factories";
import { samplePdf } from "../../tests/setup/kyc-files";
import { WEBHOOK_SECRET, type Fixtures, type Identity, type Probe } from "../../tests/setup/security";
import { DEFAULT_PASSWORD } from "../../tests/setup/test-app";

/** Expected status for [anonymous, user (owner of the fixtures), other user, admin, superadmin]. */
export type Expected = readonly [anon: number, user: number, other: number, admin: number, superadmin: number];

export type ProbeContext = { f: Fixtures; users: Record<Exclude<Identity, "anon">, PublicUser> };

export type RouteRow = {
  expect: Expected;
  /**
   * The request to send. Called afresh for every caller expected to succeed (a success may use its
   * record up), and once for all the callers expected to be refused. Records come from `f`, owned by "user".
   */
  probe?: (c: ProbeContext) => Probe | Promise<Probe>;
  /** The request signs the caller in or out, so each caller signs in again after it. */
  endsSessions?: true;
  /** The request changes or deletes the caller's own account: each caller is a new account of its role. */
  freshCallers?: true;
};

export const PUBLIC: Expected = [200, 200, 200, 200, 200];
export const SIGNED_IN: Expected = [401, 200, 200, 200, 200];
export const CREATES: Expected = [401, 201, 201, 201, 201];
/** A record of one customer: anyone else is told it does not exist. */
export const OWNER: Expected = [401, 200, 404, 404, 404];
export const STAFF: Expected = [401, 403, 403, 200, 200];
export const SUPERADMIN: Expected = [401, 403, 403, 403, 200];

/** A well-formed token no link was ever made with. */
const UNKNOWN_TOKEN = "A".repeat(43);

let seq = 0;
const registration = () => {
  seq += 1;
  return { username: `sec_reg_${seq}_${process.pid}`, password: "Secure@123", email: `sec.reg.${seq}.${process.pid}@example.in`, fullName: "Security Suite" };
};
const webhook = (): Probe => {
  const body = JSON.stringify({ event: "payment.failed", payload: {} });
  const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
  return { raw: { body, headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature, "X-Razorpay-Event-Id": `evt_sec_${++seq}` } } };
};
const upload = (): Probe => ({ upload: { fields: { documentType: "Bank Statement" }, file: samplePdf(), filename: "statement.pdf" } });

/**
 * Every /api route, as the Express router names it, and who may call it. The access-matrix test walks
 * the router and fails for any route missing here (and any row naming no route).
 * To add a route: one line, "METHOD /api/path/:param": { expect: STAFF, probe: async ({ f }) => ({ params: { id: await f.loan() } }) }.
 */
export const ROUTE_TABLE: Record<string, RouteRow> = {
  "GET /api/health": { expect: PUBLIC },
  "POST /api/internal/backup": { expect: [404, 404, 404, 404, 404] },
  "GET /api/settings": { expect: PUBLIC },
  "GET /api/admin/settings": { expect: STAFF },
  "PATCH /api/admin/settings": { expect: SUPERADMIN, probe: () => ({ body: { homeLoanRate: 8.6 } }) },
  "POST /api/register": { expect: [201, 201, 201, 201, 201], probe: () => ({ body: registration() }), endsSessions: true },
  "POST /api/login": { expect: PUBLIC, probe: ({ users }) => ({ body: { username: users.user.username, password: DEFAULT_PASSWORD } }), endsSessions: true },
  "POST /api/logout": { expect: PUBLIC, endsSessions: true },
  "GET /api/user": { expect: SIGNED_IN },
  // No sign-in waits for a code in these sessions: each caller is told to start again.
  "POST /api/login/two-factor": { expect: [401, 401, 401, 401, 401], probe: () => ({ body: { code: "123456" } }) },
  // Answered the same for everyone, whether or not an account matches.
  "POST /api/password/forgot": { expect: [202, 202, 202, 202, 202], probe: () => ({ body: { login: "nobody-by-this-name" } }) },
  // A link nobody was sent: refused alike, signed in or not.
  "POST /api/password/reset/check": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN } }) },
  "POST /api/password/reset": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN, newPassword: "Changed@2026" } }) },
  "POST /api/email/verify": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN } }) },
  "POST /api/email/report-change": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN } }) },
  "GET /api/admin/users": { expect: STAFF },
  "DELETE /api/admin/users/:id/two-factor": { expect: [401, 403, 403, 403, 200], probe: async ({ f }) => ({ params: { id: await f.staffWithTwoFactor() } }) },
  "PATCH /api/admin/users/:id/role": { expect: SUPERADMIN, probe: async ({ f }) => ({ params: { id: await f.customer() }, body: { role: "admin" } }) },
  "GET /api/admin/analytics": { expect: STAFF },
  "GET /api/audit-logs": { expect: STAFF },
  // No rate named: the lender's applies (the settings probe above changes it).
  "POST /api/loan-applications": { expect: CREATES, probe: () => ({ body: Object.fromEntries(Object.entries(validLoan()).filter(([k]) => k !== "interestRate")) }) },
  "GET /api/loan-applications": { expect: SIGNED_IN },
  "GET /api/loan-applications/:id": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.loan() } }) },
  "GET /api/admin/loan-applications": { expect: STAFF },
  "PATCH /api/admin/loan-applications/:id": { expect: STAFF, probe: async ({ f }) => ({ params: { id: await f.loan() }, body: { status: "approved" } }) },
  "POST /api/payments/verify": {
    expect: OWNER,
    probe: async ({ f }) => ({ body: { razorpay_order_id: await f.order(), razorpay_payment_id: "pay_security", razorpay_signature: "demo" } }),
  },
  "POST /api/payments/webhook": { expect: PUBLIC, probe: webhook },
  "POST /api/payments/:paymentType/:itemId": { expect: [401, 201, 404, 404, 404], probe: async ({ f }) => ({ params: { paymentType: "loan-processing-fee", itemId: await f.loan() } }) },
  "GET /api/transactions": { expect: SIGNED_IN },
  "GET /api/consultations/slots": { expect: PUBLIC, probe: ({ f }) => ({ query: { date: f.booking().preferredDate } }) },
  "GET /api/consultations": { expect: SIGNED_IN },
  "POST /api/consultations": { expect: CREATES, probe: ({ f }) => ({ body: f.booking() }) },
  "PATCH /api/consultations/:id": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.consultation() }, body: { status: "cancelled" } }) },
  "GET /api/admin/consultations": { expect: STAFF },
  "PATCH /api/admin/consultations/:id": { expect: STAFF, probe: async ({ f }) => ({ params: { id: await f.consultation() }, body: { status: "completed" } }) },
  "POST /api/sip-investments": { expect: CREATES, probe: () => ({ body: validSip() }) },
  "GET /api/sip-investments": { expect: SIGNED_IN },
  "PATCH /api/sip-investments/:id": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.sip() }, body: { status: "paused" } }) },
  "POST /api/kyc-documents": { expect: CREATES, probe: upload },
  "GET /api/kyc-documents": { expect: SIGNED_IN },
  "GET /api/kyc-documents/:id/file": { expect: [401, 200, 404, 200, 200], probe: async ({ f }) => ({ params: { id: await f.kyc() } }) },
  "DELETE /api/kyc-documents/:id": { expect: [401, 204, 404, 404, 404], probe: async ({ f }) => ({ params: { id: await f.kyc() } }) },
  "GET /api/admin/kyc-documents": { expect: STAFF },
  "PATCH /api/admin/kyc-documents/:id": { expect: STAFF, probe: async ({ f }) => ({ params: { id: await f.kyc() }, body: { verificationStatus: "verified" } }) },
  "POST /api/chat": { expect: PUBLIC, probe: () => ({ body: { message: "Which documents do I need for a home loan?" } }) },
  "GET /api/notifications": { expect: SIGNED_IN },
  "PATCH /api/notifications/:id": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.notification() }, body: { read: true } }) },
  "POST /api/notifications/read-all": { expect: SIGNED_IN },
  "GET /api/admin/outbox": { expect: STAFF },
  "POST /api/admin/outbox/:id/retry": { expect: STAFF, probe: async ({ f }) => ({ params: { id: await f.failedEmail() } }) },
  "PATCH /api/me": { expect: SIGNED_IN, probe: () => ({ body: { fullName: "Renamed By Suite" } }), freshCallers: true },
  "POST /api/me/password": { expect: SIGNED_IN, probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD, newPassword: "Changed@2026" } }), freshCallers: true, endsSessions: true },
  "GET /api/me/sessions": { expect: SIGNED_IN },
  // The identities' addresses are verified already: nothing to resend.
  "POST /api/me/email/verification": { expect: [401, 409, 409, 409, 409] },
  "GET /api/me/two-factor": { expect: SIGNED_IN },
  "POST /api/me/two-factor/setup": { expect: SIGNED_IN, probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD } }) },
  // Fresh callers have no key yet, or (recovery codes, turning off) no second factor on.
  // The set-up row above gave each caller a key: a code that is not its code is refused.
  "POST /api/me/two-factor/enable": { expect: [401, 400, 400, 400, 400], probe: () => ({ body: { code: "123456" } }) },
  "POST /api/me/two-factor/recovery-codes": { expect: [401, 409, 409, 409, 409], probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD, code: "123456" } }), freshCallers: true },
  "DELETE /api/me/two-factor": { expect: [401, 409, 409, 409, 409], probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD } }), freshCallers: true },
  "DELETE /api/me/sessions": { expect: SIGNED_IN, freshCallers: true },
  "GET /api/me/consents": { expect: SIGNED_IN },
  "PATCH /api/me/consents": { expect: SIGNED_IN, probe: () => ({ body: { marketing: true } }) },
  "GET /api/me/export": { expect: SIGNED_IN },
  "DELETE /api/me": { expect: SIGNED_IN, probe: () => ({ body: { password: DEFAULT_PASSWORD } }), freshCallers: true, endsSessions: true },
  "POST /api/grievances": { expect: CREATES, probe: () => ({ body: { category: "customer_service", subject: "No call back", description: "I asked for a call back twice and nobody called me." } }) },
  "GET /api/grievances": { expect: SIGNED_IN },
  "GET /api/admin/grievances": { expect: STAFF },
  "PATCH /api/admin/grievances/:id": { expect: STAFF, probe: async ({ f }) => ({ params: { id: await f.grievance() }, body: { status: "resolved", response: "We have called you back." } }) },
};
