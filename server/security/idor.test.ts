import { describe, expect, it } from "vitest";
import { MAX_INT4 } from "../../shared/schema";
import type { ApiRoute } from "../../tests/setup/api-routes";
import { IDENTITIES, useSecurityApp, sendProbe, type Cast, type Probe } from "../../tests/setup/security";
import { ROUTE_TABLE, SIGNED_IN } from "./route-table";

/**
 * Insecure direct object references. Every route that names a record (by a path id, or an
 * order id in the body) is asked about the "user" identity's record by everyone else: each must get
 * exactly the answer a record that does not exist gets (404, never 200 or a 403 that confirms it).
 */
let cast: Cast;
let routes: ApiRoute[];
useSecurityApp((s) => ({ cast, routes } = s));

/** Routes whose record travels in the body rather than the path. */
const BODY_IDS: Record<string, (p: Probe) => Probe> = {
  "POST /api/payments/verify": (p) => ({ ...p, body: { ...p.body, razorpay_order_id: "order_demo_000000000000" } }),
};

/** The same request about a record that does not exist: every numeric path id at the top of the id range. */
function missing(key: string, probe: Probe): Probe {
  if (BODY_IDS[key]) return BODY_IDS[key](probe);
  const params = Object.fromEntries(Object.entries(probe.params ?? {}).map(([k, v]) => [k, typeof v === "number" ? MAX_INT4 : v]));
  return { ...probe, params };
}

const namesRecord = (key: string) => /\/:\w*id\b/i.test(key) || key in BODY_IDS;

describe("another caller's record is indistinguishable from a missing one", () => {
  it("has a probe with a real record for every route that takes an id", () => {
    const unprobed = routes.filter((r) => namesRecord(r.key) && !ROUTE_TABLE[r.key]?.probe).map((r) => r.key);
    expect(unprobed, 'give these rows of route-table.ts a probe naming a record of the "user" identity').toEqual([]);
  });

  for (const key of Object.keys(ROUTE_TABLE).filter(namesRecord)) {
    it(key, async () => {
      const route = routes.find((r) => r.key === key)!;
      const row = ROUTE_TABLE[key];
      const context = { f: cast.f, users: cast.users };
      const real = await row.probe!(context);
      for (const [i, who] of IDENTITIES.entries()) {
        if (who === "user" || row.expect[i] < 400) continue;
        const theirs = await sendProbe(await cast.agent(who), route, real);
        const none = await sendProbe(await cast.agent(who), route, missing(key, real));
        expect({ who, status: theirs.status, body: theirs.body }).toEqual({ who, status: none.status, body: none.body });
        // A customer asking about another customer's record is told it does not exist.
        if (who === "other" && row.expect[1] < 300) expect(theirs.status).toBe(404);
      }
      // Nothing they sent touched it: the owner's own request still does what it should.
      if (row.expect[1] < 300) expect((await sendProbe(await cast.agent("user"), route, real)).status).toBe(row.expect[1]);
    });
  }
});

/** The record ids of a list answer (a plain array, or `{ items }`); null for an answer that is not a list. */
const idsOf = (body: unknown): (number | string)[] | null => {
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { items?: unknown })?.items)
      ? (body as { items: unknown[] }).items
      : null;
  return list && list.map((x) => (x as { id: number | string }).id);
};

describe("lists", () => {
  it("never show another customer's records", async () => {
    for (const make of [cast.f.loan, cast.f.sip, cast.f.consultation, cast.f.kyc, cast.f.notification, cast.f.grievance])
      await make.call(cast.f);
    const paid = await (
      await cast.agent("user")
    )
      .post("/api/payments/verify")
      .send({ razorpay_order_id: await cast.f.order(), razorpay_payment_id: "pay_lists", razorpay_signature: "demo" });
    expect(paid.status).toBe(200);
    let lists = 0;
    for (const [key, row] of Object.entries(ROUTE_TABLE)) {
      const route = routes.find((r) => r.key === key);
      if (!route || route.method !== "GET" || row.expect.join() !== SIGNED_IN.join() || key === "GET /api/user") continue;
      lists += 1;
      const mine = idsOf((await sendProbe(await cast.agent("user"), route)).body);
      const theirs = await sendProbe(await cast.agent("other"), route);
      expect(theirs.status, key).toBe(200);
      if (mine === null) continue; // one's own account (/api/me/...), not a list of records
      expect(mine.length, key).toBeGreaterThan(0);
      expect(
        idsOf(theirs.body)!.filter((id) => mine.includes(id)),
        key,
      ).toEqual([]);
    }
    // The customer's own lists: loans, SIPs, consultations, KYC, notifications, complaints, payments, and /api/me's.
    expect(lists).toBeGreaterThanOrEqual(7);
  });
});

describe("payments for each kind of item", () => {
  it("start only for the owner; anyone else's item is not found, like a missing one", async () => {
    const items = {
      "loan-processing-fee": await cast.f.loan(),
      consultation: await cast.f.consultation(),
      "sip-investment": await cast.f.sip(),
    };
    const other = await cast.agent("other");
    for (const [type, id] of Object.entries(items)) {
      const theirs = await other.post(`/api/payments/${type}/${id}`).set("Content-Length", "0");
      const none = await other.post(`/api/payments/${type}/${MAX_INT4}`).set("Content-Length", "0");
      expect({ type, status: theirs.status, body: theirs.body }).toEqual({ type, status: 404, body: none.body });
      expect((await (await cast.agent("user")).post(`/api/payments/${type}/${id}`).set("Content-Length", "0")).status, type).toBe(201);
    }
  });
});
