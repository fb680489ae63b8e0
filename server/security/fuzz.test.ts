import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApiRoute } from "../../tests/setup/api-routes";
import { changedTables, snapshot } from "../../tests/setup/db-snapshot";
import { sendProbe, useSecurityApp, WEBHOOK_SECRET, type Cast, type Probe } from "../../tests/setup/security";
import type { TestApp } from "../../tests/setup/test-app";
import { ROUTE_TABLE } from "./route-table";

/**
 * Property-based fuzzing of every /api route (read from the router) with generated bodies,
 * query strings and ids, as a signed-in customer and as an admin. Whatever arrives: no 5xx, an
 * answer within the deadline, and a refused (4xx) request leaves every table as it was.
 *
 * Reproducible: the seed is fixed (FUZZ_SEED to choose another, FUZZ_RUNS for a longer run), and a
 * failure prints the seed and the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const DEADLINE_MS = 5_000;

let t: TestApp;
let cast: Cast;
let routes: ApiRoute[];
/** A valid request per route (fresh records of the "user" identity), the starting point for mutations. */
const samples = new Map<string, Probe>();
/** Ids worth trying: the customer's own records, the other customer's, and none at all. */
const knownIds: number[] = [];
useSecurityApp(async (s) => {
  ({ t, cast, routes } = s);
  for (const [key, row] of Object.entries(ROUTE_TABLE)) if (row.probe) samples.set(key, await row.probe({ f: cast.f, users: cast.users }));
  const f = cast.f;
  const other = cast.users.other.id;
  knownIds.push(
    await f.loan(),
    await f.sip(),
    await f.consultation(),
    await f.kyc(),
    await f.notification(),
    await f.grievance(),
    await f.failedEmail(),
  );
  knownIds.push(
    await f.loan(other),
    await f.sip(other),
    await f.consultation(other),
    await f.kyc(other),
    await f.notification(other),
    await f.grievance(other),
  );
}, 120_000);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "%",
    "_",
    "\\",
    "'",
    '"',
    "%00",
    "\u0000",
    "../../etc/passwd",
    "<img src=x onerror=alert(1)>",
    "null",
    "undefined",
    "NaN",
    "-0",
    "1e308",
    "0x10",
    "2147483648",
    "9".repeat(40),
    "2026-02-30",
    "9999-12-31",
    "true",
    "[]",
    "{}",
  ),
);
/** A path id: a real record's (built once they exist), any integer around the column's range, or text. */
const idValue = () =>
  fc.oneof(
    fc.constantFrom(...knownIds),
    fc.integer({ min: -3, max: 2 ** 31 + 3 }),
    text.filter((s) => s.length > 0),
  );
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const queryArb = fc.dictionary(
  fc.oneof(fc.constantFrom("q", "page", "pageSize", "limit", "offset", "status", "date", "inline"), fc.string({ maxLength: 8 })),
  fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })),
  { maxKeys: 4 },
);

/** A valid body with some fields replaced, removed or added; or any JSON at all. */
const bodyFor = (sample: Record<string, unknown> | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: sample ? mutated(sample) : fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 5 }) },
    { weight: 1, arbitrary: jsonValue },
  );
const mutated = (sample: Record<string, unknown>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(sample)),
      fc.dictionary(fc.constantFrom(...Object.keys(sample), "id", "userId", "role", "status", "amount"), fc.oneof(jsonValue, text), {
        maxKeys: 3,
      }),
    )
    .map(([dropped, replaced]) => ({ ...Object.fromEntries(Object.entries(sample).filter(([k]) => !dropped.includes(k))), ...replaced }));

/** A generated request to one route: path ids, a query, and a body of the kind the route takes. */
function requestFor(route: ApiRoute): fc.Arbitrary<Probe> {
  const sample = samples.get(route.key);
  const params = fc.record(
    Object.fromEntries(
      route.params.map((p) => [
        p,
        p === "paymentType" ? fc.oneof(fc.constantFrom("loan-processing-fee", "consultation", "sip-investment"), text) : idValue(),
      ]),
    ),
  );
  const sampleParams = sample?.params ? fc.constant(sample.params) : params;
  const query = fc.option(queryArb, { nil: undefined });
  if (route.key === "POST /api/kyc-documents") {
    const upload = fc.record({
      fields: fc.dictionary(fc.constantFrom("documentType", "documentNumber", "userId", "verificationStatus"), text, { maxKeys: 3 }),
      file: fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        fc.constant(sample!.upload!.file),
      ),
      filename: text,
    });
    return fc.record({ params, query, upload });
  }
  if (route.key === "POST /api/payments/webhook") {
    // Half signed with the real secret, so the handler behind the signature check is fuzzed too.
    const raw = fc
      .tuple(
        fc.oneof(
          jsonValue.map((v) => JSON.stringify(v)),
          text,
        ),
        fc.boolean(),
      )
      .map(([body, signed]) => ({
        body,
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": signed ? createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex") : "bad",
        },
      }));
    return fc.record({ params, query, raw });
  }
  const body = fc.option(bodyFor(sample?.body), { nil: undefined, freq: 4 });
  return fc.record({ params: fc.oneof(params, sampleParams), query, body }).map(({ body: b, ...rest }) =>
    // Any JSON value as the body, objects or not, as raw bytes with the JSON type.
    b === undefined ? rest : { ...rest, raw: { body: JSON.stringify(b), headers: { "Content-Type": "application/json" } } },
  );
}

describe("fuzzing every route", () => {
  it("never answers 5xx, never hangs, and a refused request changes nothing", async () => {
    const cases = fc
      .constantFrom(...routes)
      .chain((route) => fc.tuple(fc.constant(route), fc.constantFrom("user" as const, "admin" as const), requestFor(route)));
    // The tables as the previous request left them (one checksum pass per request, not two).
    let last: Record<string, string> | undefined;
    await fc.assert(
      fc.asyncProperty(cases, async ([route, who, probe]) => {
        const signIns = cast.signIns;
        const agent = await cast.callerFor(who, ROUTE_TABLE[route.key] ?? {});
        if (cast.signIns !== signIns) last = undefined;
        const before = (last ??= await snapshot(t.db));
        const res = await sendProbe(agent, route, probe, DEADLINE_MS);
        const after = await snapshot(t.db);
        last = after;
        // A request that signed the caller in or out: the caller signs in again for the next one.
        if (ROUTE_TABLE[route.key]?.endsSessions) cast.resetSessions();
        expect(res.status, `${route.key} answered ${res.status}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(changedTables(before, after), `${route.key} answered ${res.status} but changed`).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
