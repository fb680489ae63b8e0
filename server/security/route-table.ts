import { createHmac } from "node:crypto";
import { allRoutes, routeKey, type RouteContract } from "../../shared/contracts";
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
  return {
    username: `sec_reg_${seq}_${process.pid}`,
    password: "Secure@123",
    email: `sec.reg.${seq}.${process.pid}@example.in`,
    fullName: "Security Suite",
  };
};
const webhook = (): Probe => {
  const body = JSON.stringify({ event: "payment.failed", payload: {} });
  const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
  return {
    raw: {
      body,
      headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature, "X-Razorpay-Event-Id": `evt_sec_${++seq}` },
    },
  };
};
const upload = (): Probe => ({ upload: { fields: { documentType: "Bank Statement" }, file: samplePdf(), filename: "statement.pdf" } });

/** What a route's contract says each caller gets: its success status for those its `access` admits, else 401 or 403. */
export function expectedFromContract(c: RouteContract): Expected {
  const ok = c.status ?? 200;
  switch (c.access) {
    case "public":
      return [ok, ok, ok, ok, ok];
    case "user":
      return [401, ok, ok, ok, ok];
    case "staff":
      return [401, 403, 403, ok, ok];
    case "superadmin":
      return [401, 403, 403, 403, ok];
    case "operator":
      return [404, 404, 404, 404, 404];
  }
}

/**
 * What the contracts cannot say about a route: the request to send (`probe`), and the answers where
 * they differ from the contract's access (a customer's record is "not found" to everyone else; a link
 * nobody was sent is refused alike). Every key must name a contract (the access-matrix test checks).
 * To add a route: its contract in shared/contracts, and a line here when it takes params or a body.
 */
export const ROUTE_SPECIFICS: Record<string, Partial<RouteRow>> = {
  "PATCH /api/admin/settings": { probe: () => ({ body: { homeLoanRate: 8.6 } }) },
  "POST /api/register": { probe: () => ({ body: registration() }), endsSessions: true },
  "POST /api/login": {
    probe: ({ users }) => ({ body: { username: users.user.username, password: DEFAULT_PASSWORD } }),
    endsSessions: true,
  },
  "POST /api/logout": { endsSessions: true },
  // No sign-in waits for a code in these sessions: each caller is told to start again.
  "POST /api/login/two-factor": { expect: [401, 401, 401, 401, 401], probe: () => ({ body: { code: "123456" } }) },
  // Answered the same for everyone, whether or not an account matches.
  "POST /api/password/forgot": { probe: () => ({ body: { login: "nobody-by-this-name" } }) },
  // A link nobody was sent: refused alike, signed in or not.
  "POST /api/password/reset/check": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN } }) },
  "POST /api/password/reset": {
    expect: [400, 400, 400, 400, 400],
    probe: () => ({ body: { token: UNKNOWN_TOKEN, newPassword: "Changed@2026" } }),
  },
  "POST /api/email/verify": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN } }) },
  "POST /api/email/report-change": { expect: [400, 400, 400, 400, 400], probe: () => ({ body: { token: UNKNOWN_TOKEN } }) },
  "DELETE /api/admin/users/:id/two-factor": { probe: async ({ f }) => ({ params: { id: await f.staffWithTwoFactor() } }) },
  "PATCH /api/admin/users/:id/role": { probe: async ({ f }) => ({ params: { id: await f.customer() }, body: { role: "admin" } }) },
  // No rate named: the lender's applies (the settings probe above changes it).
  "POST /api/loan-applications": {
    probe: () => ({ body: Object.fromEntries(Object.entries(validLoan()).filter(([k]) => k !== "interestRate")) }),
  },
  "GET /api/loan-applications/:id": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.loan() } }) },
  "POST /api/loan-applications/:id/withdraw": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.loan() }, body: {} }) },
  // The papers: the owner's, and staff's (a customer's application is "not found" to other customers).
  "GET /api/loan-applications/:id/kfs": { expect: [401, 200, 404, 200, 200], probe: async ({ f }) => ({ params: { id: await f.loan() } }) },
  "GET /api/loan-applications/:id/kfs/pdf": {
    expect: [401, 200, 404, 200, 200],
    probe: async ({ f }) => ({ params: { id: await f.loan() } }),
  },
  "POST /api/loan-applications/:id/kfs/acknowledgement": {
    expect: OWNER,
    probe: async ({ f }) => {
      const id = await f.loan();
      return { params: { id }, body: { version: await f.kfsVersion(id) } };
    },
  },
  "GET /api/loan-applications/:id/sanction-letter/pdf": {
    expect: [401, 200, 404, 200, 200],
    probe: async ({ f }) => ({ params: { id: await f.sanctionedLoan() } }),
  },
  "GET /api/loan-applications/:id/documents": {
    expect: [401, 200, 404, 200, 200],
    probe: async ({ f }) => ({ params: { id: await f.loan() } }),
  },
  "POST /api/loan-applications/:id/documents/:itemId": {
    expect: OWNER,
    probe: async ({ f }) => ({
      // Form 16: no KYC document stands for it (every caller's PAN and Aadhaar are verified for investing).
      params: { id: await f.loan(), itemId: "form16" },
      upload: { fields: {}, file: samplePdf(), filename: "form16.pdf" },
    }),
  },
  "GET /api/loan-applications/:id/documents/:itemId/file": {
    expect: [401, 200, 404, 200, 200],
    probe: async ({ f }) => {
      const { id, itemId } = await f.loanDocument();
      return { params: { id, itemId } };
    },
  },
  "PUT /api/loan-applications/:id/documents/profile": {
    expect: OWNER,
    probe: async ({ f }) => ({ params: { id: await f.loan() }, body: { applicantProfile: "salaried", purchaseKind: "resale" } }),
  },
  "POST /api/admin/loan-applications/:id/documents/:itemId/review": {
    probe: async ({ f }) => {
      const { id, itemId, uploadedAt } = await f.loanDocument();
      return { params: { id, itemId }, body: { status: "accepted", uploadedAt } };
    },
  },
  "GET /api/payments/:id/receipt": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.capturedPayment() } }) },
  "GET /api/admin/loan-applications/:id": { probe: async ({ f }) => ({ params: { id: await f.loan() } }) },
  "POST /api/admin/loan-applications/:id/actions": {
    probe: async ({ f }) => ({ params: { id: await f.loan() }, body: { action: "advance", expectedStage: "submitted" } }),
  },
  // Maker-checker is on: the sanction another member of staff recommended is approved in one step.
  "PATCH /api/admin/loan-applications/:id": {
    probe: async ({ f }) => ({ params: { id: await f.recommendedLoan() }, body: { status: "approved" } }),
  },
  "POST /api/payments/verify": {
    expect: OWNER,
    probe: async ({ f }) => ({
      body: { razorpay_order_id: await f.order(), razorpay_payment_id: "pay_security", razorpay_signature: "demo" },
    }),
  },
  "POST /api/payments/webhook": { probe: webhook },
  "POST /api/payments/:paymentType/:itemId": {
    expect: [401, 201, 404, 404, 404],
    probe: async ({ f }) => ({ params: { paymentType: "loan-processing-fee", itemId: await f.loan() } }),
  },
  "GET /api/consultations/slots": { probe: ({ f }) => ({ query: { date: f.booking().preferredDate } }) },
  "POST /api/consultations": { probe: ({ f }) => ({ body: f.booking() }) },
  "PATCH /api/consultations/:id": {
    expect: OWNER,
    probe: async ({ f }) => ({ params: { id: await f.consultation() }, body: { status: "cancelled" } }),
  },
  // A session is completed only once begun: the fixture's is to come, so staff cancel it.
  "PATCH /api/admin/consultations/:id": {
    probe: async ({ f }) => ({ params: { id: await f.consultation() }, body: { status: "cancelled" } }),
  },
  "PUT /api/admin/advisers/:id": {
    probe: async ({ f }) => ({
      params: { id: await f.staffWithTwoFactor() },
      body: { displayName: "Meera Iyer", languages: ["en", "hi"], active: true },
    }),
  },
  "POST /api/sip-investments": { probe: () => ({ body: validSip() }) },
  "POST /api/internal/jobs/run": { probe: () => ({ body: { asOf: "2027-01-07" } }) },
  "GET /api/sip-investments/:id/holding": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.sip() } }) },
  "POST /api/sip-investments/:id/mandate": {
    expect: [401, 201, 404, 404, 404],
    probe: async ({ f }) => ({ params: { id: await f.paidSip() }, body: { kind: "upi" } }),
  },
  // Without Razorpay keys no signature is valid: the owner's answer is refused (400), anyone else's not found.
  "POST /api/sip-investments/:id/mandate/confirm": {
    expect: [401, 400, 404, 404, 404],
    probe: async ({ f }) => {
      const id = await f.pendingMandateSip();
      return {
        params: { id },
        body: { razorpay_payment_id: "pay_sec", razorpay_order_id: `order_sec_mandate_${id}`, razorpay_signature: "f".repeat(64) },
      };
    },
  },
  "POST /api/sip-investments/:id/skip": { expect: OWNER, probe: async ({ f }) => ({ params: { id: await f.autopaySip() } }) },
  "PUT /api/sip-investments/:id/step-up": {
    expect: OWNER,
    probe: async ({ f }) => ({ params: { id: await f.sip() }, body: { percent: 10 } }),
  },
  "PATCH /api/sip-investments/:id": {
    expect: OWNER,
    probe: async ({ f }) => ({ params: { id: await f.sip() }, body: { status: "paused" } }),
  },
  "POST /api/kyc-documents": { probe: upload },
  "GET /api/kyc-documents/:id/file": { expect: [401, 200, 404, 200, 200], probe: async ({ f }) => ({ params: { id: await f.kyc() } }) },
  "DELETE /api/kyc-documents/:id": { expect: [401, 204, 404, 404, 404], probe: async ({ f }) => ({ params: { id: await f.kyc() } }) },
  "PATCH /api/admin/kyc-documents/:id": {
    probe: async ({ f }) => ({ params: { id: await f.kyc() }, body: { verificationStatus: "verified" } }),
  },
  "POST /api/chat": { probe: () => ({ body: { message: "Which documents do I need for a home loan?" } }) },
  "PATCH /api/notifications/:id": {
    expect: OWNER,
    probe: async ({ f }) => ({ params: { id: await f.notification() }, body: { read: true } }),
  },
  "POST /api/admin/outbox/:id/retry": { probe: async ({ f }) => ({ params: { id: await f.failedEmail() } }) },
  "PATCH /api/me": { probe: () => ({ body: { fullName: "Renamed By Suite" } }), freshCallers: true },
  "POST /api/me/password": {
    probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD, newPassword: "Changed@2026" } }),
    freshCallers: true,
    endsSessions: true,
  },
  // The identities' addresses are verified already: nothing to resend.
  "POST /api/me/email/verification": { expect: [401, 409, 409, 409, 409] },
  "POST /api/me/two-factor/setup": { probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD } }) },
  // Fresh callers have no key yet, or (recovery codes, turning off) no second factor on.
  // The set-up row above gave each caller a key: a code that is not its code is refused.
  "POST /api/me/two-factor/enable": { expect: [401, 400, 400, 400, 400], probe: () => ({ body: { code: "123456" } }) },
  "POST /api/me/two-factor/recovery-codes": {
    expect: [401, 409, 409, 409, 409],
    probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD, code: "123456" } }),
    freshCallers: true,
  },
  "DELETE /api/me/two-factor": {
    expect: [401, 409, 409, 409, 409],
    probe: () => ({ body: { currentPassword: DEFAULT_PASSWORD } }),
    freshCallers: true,
  },
  "DELETE /api/me/sessions": { freshCallers: true },
  "PATCH /api/me/consents": { probe: () => ({ body: { marketing: true } }) },
  "DELETE /api/me": { probe: () => ({ body: { password: DEFAULT_PASSWORD } }), freshCallers: true, endsSessions: true },
  // Anyone may choose a language; English keeps the callers as they were.
  "PUT /api/account/language": { probe: () => ({ body: { language: "en" } }) },
  "POST /api/grievances": {
    probe: () => ({
      body: { category: "customer_service", subject: "No call back", description: "I asked for a call back twice and nobody called me." },
    }),
  },
  "PATCH /api/admin/grievances/:id": {
    probe: async ({ f }) => ({ params: { id: await f.grievance() }, body: { status: "resolved", response: "We have called you back." } }),
  },
};

/**
 * Every /api route, made from the contracts, with who may call it: the table the security suite walks.
 */
export const ROUTE_TABLE: Record<string, RouteRow> = Object.fromEntries(
  allRoutes().map((c) => {
    const key = routeKey(c);
    return [key, { ...ROUTE_SPECIFICS[key], expect: ROUTE_SPECIFICS[key]?.expect ?? expectedFromContract(c) }];
  }),
);
