import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Db } from "../../server/db/client";
import { validBooking, validLoan, weekdayAfter } from "../setup/factories";
import { anonymous, call, CUSTOMER_PASSWORD, get, inBatches, logIn, post, registerCustomer, type Client } from "../setup/http-client";
import { startStandIn } from "../setup/http-stand-in";
import { pgbouncerInstalled, startPgBouncer, type RunningPgBouncer } from "../setup/pgbouncer";
import { onPostgres, startServer, type RunningServer } from "../setup/server";
import { startSmtpStandIn } from "../setup/smtp-stand-in";
import { openTestDatabase } from "../setup/test-db";

/**
 * Two instances of the built server (A and B, started at the same moment on one empty
 * PostgreSQL database) behave as one app. Sessions, logout, lockout, per-IP rate limits, slot limits,
 * settings and outbox delivery hold across them. They trust the loopback proxy, so each scenario
 * claims its own client address (X-Forwarded-For) and with it its own limits.
 *
 * Every scenario runs twice, each time on a fresh database: with both instances connected directly, and
 * with both connected through PgBouncer in transaction pooling mode (a server connection is theirs for
 * one transaction only), with DB_PREPARED_STATEMENTS=false as PgBouncer before 1.21 needs. The test's
 * own reads of the database go to it directly.
 */
const LOGIN_LIMIT = 10;
const SLOT_RACERS = 12;
const PER_SLOT = 3;
/** A slot's places: 'Bookings per slot', but never more than the advisers free (the two demo staff). */
const PLACES = Math.min(PER_SLOT, 2);

/** Every scenario, with the two instances reaching PostgreSQL directly or through PgBouncer. */
function scenarios(viaPgBouncer: boolean) {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  let pgbouncer: RunningPgBouncer | undefined;
  let hook: Awaited<ReturnType<typeof startStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let a: RunningServer;
  let b: RunningServer;
  const both = () => [a, b];
  let n = 0;
  /** A new customer, registered on A or B in turn. */
  const customer = (ip: string) => registerCustomer(both()[n % 2], `scale_${++n}`, ip);

  beforeAll(async () => {
    database = await openTestDatabase({ kind: "postgres", migrate: false });
    db = database.db;
    if (viaPgBouncer) pgbouncer = await startPgBouncer(database.url!);
    // The web hook answers a little slowly, so both workers are sending at the same time.
    hook = await startStandIn((_req, res) => void setTimeout(() => res.end("ok"), 20));
    smtp = await startSmtpStandIn();
    const env = {
      ...onPostgres(pgbouncer?.url ?? database.url!),
      ...(viaPgBouncer ? { DB_PREPARED_STATEMENTS: "false" } : {}),
      SEED_DEMO: "accounts",
      TRUST_PROXY: "loopback",
      LOAN_WEBHOOK_URL: `${hook.url}/sheet`,
      SMTP_URL: smtp.url,
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      RATE_LIMIT_WRITES: "100000",
      RATE_LIMIT_USER_WRITES: "100000",
      RATE_LIMIT_LOAN_APPLICATIONS: "100000",
      RATE_LIMIT_REGISTER: "100000",
      LOG_LEVEL: "error",
    };
    // Both at once on the empty database: migrations and the demo accounts are made once.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pgbouncer?.stop();
    await hook?.close();
    await smtp?.close();
    await database?.close();
  });

  it("both started on the empty database; it was migrated and seeded once", async () => {
    for (const s of both()) expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
    const [{ accounts }] = await queryRows<{ accounts: number }>(db, sql`select count(*)::int as accounts from users`);
    expect(accounts).toBe(3);
  });

  it("a session made on A works on B; logout on A is refused on B at once", async () => {
    const c = await registerCustomer(a, "scale_session", "198.51.100.1");
    const me = await get(b, c, "/api/user");
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(c.id);
    const loan = await post(b, c, "/api/loan-applications", validLoan({ purpose: "made on B" }));
    expect(loan.status).toBe(201);
    const onA = await (await get(a, c, "/api/loan-applications")).json();
    expect(onA.map((l: { purpose: string }) => l.purpose)).toEqual(["made on B"]);

    expect((await post(a, c, "/api/logout")).status).toBe(200);
    expect((await get(b, c, "/api/user")).status).toBe(401);
    expect((await post(b, c, "/api/loan-applications", validLoan())).status).toBe(401);
    expect((await get(a, c, "/api/user")).status).toBe(401);
  });

  it("login failures split between A and B lock the account (from that address) on both", async () => {
    const ip = "198.51.100.2";
    const c = await customer(ip);
    // The superadmin's 'Login attempts' (5 by default): three wrong passwords on A, two on B.
    for (const s of [a, b, a, b, a])
      expect((await post(s, anonymous(ip), "/api/login", { username: c.username, password: "Wrong@12345" })).status).toBe(401);
    for (const s of both()) {
      const res = await post(s, anonymous(ip), "/api/login", { username: c.username, password: CUSTOMER_PASSWORD });
      expect(res.status).toBe(429);
      expect((await res.json()).message).toMatch(/^Too many failed login attempts/);
    }
    // The lock is on that address: the owner elsewhere still signs in, on either instance.
    expect((await post(b, anonymous("198.51.100.3"), "/api/login", { username: c.username, password: CUSTOMER_PASSWORD })).status).toBe(
      200,
    );
  });

  it("the per-IP login limit is one count across A and B", async () => {
    const ip = "198.51.100.4";
    // Twice the limit at once, half to each instance, each for a different (unknown) username.
    const statuses = await Promise.all(
      Array.from({ length: 2 * LOGIN_LIMIT }, (_, i) =>
        post(both()[i % 2], anonymous(ip), "/api/login", { username: `nobody_${i}`, password: "Wrong@12345" }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LOGIN_LIMIT);
    for (const s of both()) {
      const res = await post(s, anonymous(ip), "/api/login", { username: "nobody", password: "Wrong@12345" });
      expect(res.status).toBe(429);
      expect((await res.json()).message).toBe("Too many login attempts from this network. Please wait a minute and try again.");
    }
    // Another address is not held back by it.
    expect((await post(b, anonymous("198.51.100.5"), "/api/login", { username: "nobody", password: "Wrong@12345" })).status).toBe(401);
  });

  it("a settings change by the superadmin on A applies at once on B", async () => {
    const ip = "198.51.100.6";
    const superadmin = await logIn(a, "superadmin", "Super@1234", ip);
    const patch = (s: RunningServer, body: Record<string, unknown>) => call(s, superadmin, "PATCH", "/api/admin/settings", body);

    expect((await patch(a, { allowNewRegistrations: false })).status).toBe(200);
    expect((await (await get(b, anonymous(ip), "/api/settings")).json()).allowNewRegistrations).toBe(false);
    const refused = await post(b, anonymous(ip), "/api/register", {
      username: "scale_closed",
      password: CUSTOMER_PASSWORD,
      email: "scale_closed@example.in",
      fullName: "Closed Out",
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("New registrations are currently closed");

    expect((await patch(a, { maintenanceMode: true })).status).toBe(200);
    const login = await post(b, anonymous(ip), "/api/login", { username: "demo", password: "Demo@1234" });
    expect(login.status).toBe(503);
    expect((await login.json()).message).toMatch(/^GharSetu is under maintenance/);

    // Undone on B with the session from A; A follows at once.
    expect((await patch(b, { maintenanceMode: false, allowNewRegistrations: true, bookingsPerSlot: PER_SLOT })).status).toBe(200);
    expect(await (await get(a, anonymous(ip), "/api/settings")).json()).toMatchObject({
      maintenanceMode: false,
      allowNewRegistrations: true,
    });
    expect((await post(a, anonymous(ip), "/api/login", { username: "demo", password: "Demo@1234" })).status).toBe(200);
    expect((await get(a, anonymous(ip), `/api/consultations/slots?date=${weekdayAfter(10)}`).then((r) => r.json())).bookingsPerSlot).toBe(
      PER_SLOT,
    );
  });

  it(`slot limits hold when ${SLOT_RACERS} bookings race for one slot on both`, async () => {
    const racers = await inBatches(SLOT_RACERS, 6, () => customer("198.51.100.7"));
    const slot = { preferredDate: weekdayAfter(5), preferredTime: "11:00 AM - 12:00 PM" };
    const results = await Promise.all(
      racers.map((c, i) =>
        post(both()[i % 2], c, "/api/consultations", validBooking(slot)).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(PLACES);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(
      Array(SLOT_RACERS - PLACES).fill([409, "This time slot is fully booked"]),
    );
    const [{ taken }] = await queryRows<{ taken: number }>(
      db,
      sql`select count(*)::int as taken from consultations where preferred_date = ${slot.preferredDate} and preferred_time = ${slot.preferredTime} and status <> 'cancelled'`,
    );
    expect(taken).toBe(PLACES);
    for (const s of both()) {
      const day = await (await get(s, anonymous(), `/api/consultations/slots?date=${slot.preferredDate}`)).json();
      expect(day.slots.find((x: { time: string }) => x.time === slot.preferredTime).remaining).toBe(0);
    }
  });

  it("loans made on both instances reach the web hook once each, and every e-mail goes out once, with both workers running", async () => {
    const applicants: Client[] = await inBatches(6, 6, () => customer("198.51.100.8"));
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post(both()[i % 2], applicants[i % applicants.length], "/api/loan-applications", validLoan({ purpose: `scale-out #${i}` })).then(
          (r) => r.status,
        ),
      ),
    );
    expect(made).toEqual(Array(24).fill(201));

    await expect
      .poll(async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbox where delivered_at is null`))[0].n, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(0);
    const loanIds = (await queryRows<{ id: number }>(db, sql`select id from loan_applications order by id`)).map((l) => l.id);
    const hooked = hook.received.map((r) => Number(new URLSearchParams(r.body).get("applicationId"))).sort((x, y) => x - y);
    expect(hooked).toEqual(loanIds);

    // Every e-mail the outbox holds reached the mail server exactly once (told apart by Message-ID).
    const [{ emails }] = await queryRows<{ emails: number }>(db, sql`select count(*)::int as emails from outbox where topic = 'email'`);
    const ids = smtp.received.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(emails);
  });
}

describe.skipIf(!process.env.DATABASE_URL)("two app instances on one PostgreSQL, directly", () => scenarios(false));
// Where REQUIRE_POSTGRES=1 (CI), a missing PgBouncer fails the run before any test (tests/setup/require-services.ts).
describe.skipIf(!process.env.DATABASE_URL || !pgbouncerInstalled())(
  "two app instances on one PostgreSQL, through PgBouncer (transaction pooling)",
  () => scenarios(true),
);
