import { describe, expect, it } from "vitest";
import type { ApiRoute } from "../../tests/setup/api-routes";
import { IDENTITIES, useSecurityApp, sendProbe, type Cast, type Identity, type Probe } from "../../tests/setup/security";
import { ROUTE_SPECIFICS, ROUTE_TABLE } from "./route-table";

/** Every /api route × every kind of caller, against the table made from the contracts (route-table.ts). */
let cast: Cast;
let routes: ApiRoute[];
useSecurityApp((s) => ({ cast, routes } = s));

describe("the route table", () => {
  it("has a contract for every /api route the router serves, and every contract is served", () => {
    const missing = routes.filter((r) => !(r.key in ROUTE_TABLE)).map((r) => r.key);
    expect(missing, `declare these routes in shared/contracts and serve them with serve(): ${missing.join(", ")}`).toEqual([]);
    const unserved = Object.keys(ROUTE_TABLE).filter((key) => !routes.some((r) => r.key === key));
    expect(unserved, `these contracts are not served: ${unserved.join(", ")}`).toEqual([]);
  });

  it("names only routes that have a contract in its specifics", () => {
    const stale = Object.keys(ROUTE_SPECIFICS).filter((key) => !(key in ROUTE_TABLE));
    expect(stale, `these rows of server/security/route-table.ts name no contract: ${stale.join(", ")}`).toEqual([]);
  });
});

describe("who may call each route", () => {
  for (const [key, row] of Object.entries(ROUTE_TABLE)) {
    it(key, async () => {
      const route = routes.find((r) => r.key === key);
      if (!route) return; // reported by the table test above
      const context = { f: cast.f, users: cast.users };
      const makeProbe = async (): Promise<Probe> => (row.probe ? await row.probe(context) : {});
      let shared: Probe | undefined;
      const got = {} as Record<Identity, number>;
      for (const [i, who] of IDENTITIES.entries()) {
        const succeeds = row.expect[i] < 300;
        const probe = succeeds ? await makeProbe() : (shared ??= await makeProbe());
        const res = await sendProbe(succeeds ? await cast.callerFor(who, row) : await cast.agent(who), route, probe);
        got[who] = res.status;
        if (res.status >= 400) {
          // Refusals are the API's JSON error, never an HTML page or a stack trace.
          expect(res.headers["content-type"], `${who}: ${key}`).toMatch(/^application\/json/);
          expect(res.body.message, `${who}: ${key}`).toEqual(expect.any(String));
          expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }
        if (row.endsSessions) cast.resetSessions();
      }
      expect(got).toEqual(Object.fromEntries(IDENTITIES.map((who, i) => [who, row.expect[i]])));
    });
  }
});
