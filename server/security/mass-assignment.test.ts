import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import type { ApiRoute } from "../../tests/setup/api-routes";
import { IDENTITIES, useSecurityApp, sendProbe, type Cast, type Probe } from "../../tests/setup/security";
import type { TestApp } from "../../tests/setup/test-app";
import { ROUTE_TABLE } from "./route-table";

/**
 * Mass assignment. Every create and update request is sent twice on fresh records, plainly
 * and with fields a caller must never set (owner, role, status, amount, id…) added. The extra fields
 * are either refused (4xx) or have no effect: the answer carries the same values as the plain one.
 */
let t: TestApp;
let cast: Cast;
let routes: ApiRoute[];
useSecurityApp((s) => ({ t, cast, routes } = s));

const FORGED_ID = 424242;
const forged = (otherId: number): Record<string, string | number | boolean> => ({
  id: FORGED_ID,
  userId: otherId,
  user_id: otherId,
  role: "superadmin",
  status: "approved",
  verificationStatus: "verified",
  autoVerified: true,
  reviewedBy: otherId,
  amount: 1,
  interestRate: 5,
  paymentId: "pay_forged",
  createdAt: "2001-01-01T00:00:00Z",
});

/** The request with the forged fields the request does not legitimately carry. */
function withForged(probe: Probe, extra: Record<string, string | number | boolean>): Probe {
  if (probe.upload) {
    const fields = { ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])), ...probe.upload.fields };
    return { ...probe, upload: { ...probe.upload, fields } };
  }
  return { ...probe, body: { ...extra, ...probe.body } };
}

/** The top-level objects of an answer: the object itself, or each item of a list. */
const objectsOf = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body : body && typeof body === "object" ? [body as Record<string, unknown>] : [];

const writeRows = Object.entries(ROUTE_TABLE).filter(
  ([key, row]) => !key.startsWith("GET ") && row.probe && row.expect.some((s) => s < 300),
);

describe("fields a caller must never set", () => {
  for (const [key, row] of writeRows) {
    it(key, async () => {
      const route = routes.find((r) => r.key === key)!;
      const who = IDENTITIES.find((_, i) => row.expect[i] < 300)!;
      const context = { f: cast.f, users: cast.users };
      const plainProbe = await row.probe!(context);
      if (plainProbe.raw) return expect(key).toBe("POST /api/payments/webhook"); // signed by Razorpay, not a caller's fields
      const plain = await sendProbe(await cast.callerFor(who, row), route, plainProbe);
      if (row.endsSessions) cast.resetSessions();
      const extra = forged(cast.users.other.id);
      const probe = withForged(await row.probe!(context), extra);
      const res = await sendProbe(await cast.callerFor(who, row), route, probe);
      if (row.endsSessions) cast.resetSessions();
      expect(plain.status).toBe(row.expect[IDENTITIES.indexOf(who)]);
      if (res.status >= 400 && res.status < 500) return; // refused outright
      expect(res.status).toBe(plain.status);
      const legit = new Set(Object.keys(plainProbe.body ?? plainProbe.upload?.fields ?? {}));
      const [got, want] = [objectsOf(res.body)[0] ?? {}, objectsOf(plain.body)[0] ?? {}];
      for (const field of Object.keys(extra).filter((k) => !legit.has(k) && k in want)) {
        // Ids differ between two fresh records; they must only not be the forged ones.
        if (field === "id" || field === "paymentId") expect(got[field], `${key}: ${field}`).not.toBe(extra[field]);
        else if (field !== "createdAt") expect(got[field], `${key}: ${field}`).toEqual(want[field]);
      }
      expect(JSON.stringify(res.body), key).not.toMatch(/pay_forged|2001-01-01|"role":"superadmin"/);
    });
  }

  it("no body or query pollutes the server's object prototype", async () => {
    const poison = '{"__proto__":{"polluted":"yes","role":"superadmin"},"constructor":{"prototype":{"polluted":"yes"}}}';
    for (const [key, row] of writeRows) {
      const route = routes.find((r) => r.key === key)!;
      const who = IDENTITIES.find((_, i) => row.expect[i] < 300)!;
      const probe = await row.probe!({ f: cast.f, users: cast.users });
      const body = probe.body ? `${poison.slice(0, -1)},${JSON.stringify(probe.body).slice(1)}` : poison;
      await sendProbe(await cast.callerFor(who, row), route, {
        params: probe.params,
        query: { "__proto__[polluted]": "yes", "constructor[prototype][polluted]": "yes" },
        raw: { body, headers: { "Content-Type": "application/json" } },
      });
      if (row.endsSessions) cast.resetSessions();
      expect(({} as Record<string, unknown>).polluted, key).toBeUndefined();
      expect(({} as Record<string, unknown>).role, key).toBeUndefined();
    }
    // And the user the last request came from is still a customer.
    expect((await (await cast.agent("user")).get("/api/user")).body.role).toBe("user");
  });

  it("left no record with a forged id or owner, and every caller's role as it was", async () => {
    for (const table of [
      "users",
      "loan_applications",
      "sip_investments",
      "consultations",
      "kyc_documents",
      "payments",
      "notifications",
      "outbox",
      "grievances",
    ]) {
      const rows = await queryRows(t.db, sql`select id from ${sql.identifier(table)} where id = ${FORGED_ID}`);
      expect(rows, table).toEqual([]);
    }
    for (const table of [
      "loan_applications",
      "sip_investments",
      "consultations",
      "kyc_documents",
      "payments",
      "transactions",
      "grievances",
    ]) {
      // (Every caller's KYC for investing is written in before the suite: tests/setup/test-app.ts investorReady.)
      const own = table === "kyc_documents" ? sql`and document_url not like 'kyc/test-%'` : sql``;
      const rows = await queryRows(t.db, sql`select id from ${sql.identifier(table)} where user_id = ${cast.users.other.id} ${own}`);
      expect(rows, table).toEqual([]);
    }
    const roles = await queryRows<{ username: string; role: string }>(
      t.db,
      sql`select username, role from users where id in (${cast.users.user.id}, ${cast.users.other.id}, ${cast.users.admin.id})`,
    );
    expect(roles.map((r) => r.role).sort()).toEqual(["admin", "user", "user"]);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where role = 'superadmin'`);
    expect(n).toBe(1);
    const [{ verified }] = await queryRows<{ verified: number }>(
      t.db,
      sql`select count(*)::int as verified from kyc_documents where verification_status = 'verified' and reviewed_by is null
          and document_url not like 'kyc/test-%'`,
    );
    expect(verified).toBe(0);
  });
});
