import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { DEFAULT_PASSWORD, createTestApp, makeUser, type TestApp } from "../../tests/setup/test-app";
import { auditLogsAsRead } from "../../tests/setup/audit-rows";

/**
 * Lockout and rate limits that a client cannot step around by forging X-Forwarded-For, by
 * moving through the addresses of its own network, or by writing the username another way.
 */
const apps: TestApp[] = [];
const appWith = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});

let counter = 0;
const random = () => (counter += 1);
const login = (t: TestApp, username: string, password: string, xff?: string) => {
  const req = request(t.app).post("/api/login");
  if (xff !== undefined) req.set("X-Forwarded-For", xff);
  return req.send({ username, password });
};

describe("without TRUST_PROXY, X-Forwarded-For is not an address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ RATE_LIMIT_LOGIN: "4", RATE_LIMIT_WRITES: "100000" });
  });
  afterEach(() => t.db.execute(sql`delete from rate_limits`));

  it("keeps the username lock whatever address the client claims", async () => {
    const owner = await makeUser(t);
    await t.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < 5; i++) {
      await t.db.execute(sql`delete from rate_limits`);
      expect((await login(t, owner.username, "guess", `198.51.100.${random()}`)).status).toBe(401);
    }
    expect((await login(t, owner.username, DEFAULT_PASSWORD, `203.0.113.${random()}`)).status).toBe(429);
  });

  it("keeps the per-address login limit whatever address the client claims", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(t, `nobody${i}`, "x", `192.0.2.${random()}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe("with TRUST_PROXY=1, only the address the proxy saw counts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: "1", RATE_LIMIT_LOGIN: "4" });
  });
  afterEach(() => t.db.execute(sql`delete from rate_limits`));

  it("ignores addresses the client put before the proxy's own", async () => {
    const owner = await makeUser(t);
    for (let i = 0; i < 5; i++) {
      await t.db.execute(sql`delete from rate_limits`);
      expect((await login(t, owner.username, "guess", `10.0.0.${random()}, 127.0.0.1, 203.0.113.50`)).status).toBe(401);
    }
    expect((await login(t, owner.username, DEFAULT_PASSWORD, `198.51.100.${random()}, 203.0.113.50`)).status).toBe(429);
    // The owner, at their own address, is not locked out by the stranger.
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "198.51.100.20")).status).toBe(200);
    const [row] = await queryRows<{ ip: string }>(
      t.db,
      sql`select ip_address as ip from ${auditLogsAsRead} where action_type = 'account_locked' and subject_id = ${owner.id}`,
    );
    expect(row.ip).toBe("203.0.113.50");
  });

  it("counts an IPv6 client's whole /64 as one address, for the lock and for the limits", async () => {
    const owner = await makeUser(t);
    const inOneNetwork = () => `2001:db8:7:9:${random().toString(16)}::${random().toString(16)}`;
    for (let i = 0; i < 5; i++) {
      await t.db.execute(sql`delete from rate_limits`);
      expect((await login(t, owner.username, "guess", inOneNetwork())).status).toBe(401);
    }
    expect((await login(t, owner.username, DEFAULT_PASSWORD, inOneNetwork())).status).toBe(429);
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "2001:db8:7:a::1")).status).toBe(200);

    await t.db.execute(sql`delete from rate_limits`);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(t, `nobody${i}`, "x", inOneNetwork())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe("with TRUST_PROXY naming subnets, the first address from outside them counts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: "loopback,10.0.0.0/8" });
  });

  it("ignores whatever the client wrote before the address the trusted proxies saw", async () => {
    const owner = await makeUser(t);
    for (let i = 0; i < 5; i++) {
      await t.db.execute(sql`delete from rate_limits`);
      // The client forges a left part; the load balancer (10.x) added the client's real address.
      expect((await login(t, owner.username, "guess", `198.51.100.${random()}, 203.0.113.60, 10.0.0.5`)).status).toBe(401);
    }
    expect((await login(t, owner.username, DEFAULT_PASSWORD, `192.0.2.${random()}, 203.0.113.60, 10.0.0.6`)).status).toBe(429);
    // A forged hop that claims to be an internal proxy does not move the client either.
    expect((await login(t, owner.username, DEFAULT_PASSWORD, `10.9.9.9, 203.0.113.60, 10.0.0.5`)).status).toBe(429);
  });
});

describe("the username, written another way", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: "1" });
  });

  it("is the same username for the lock: case, surrounding spaces, tabs and Unicode spaces and case forms", async () => {
    const owner = await makeUser(t, { username: `kiran_${process.pid}` });
    const variants = [
      owner.username.toUpperCase(),
      ` ${owner.username} `,
      `\t${owner.username}\n`,
      `\u00a0${owner.username}\u3000`,
      `\u212A${owner.username.slice(1)}`,
    ];
    // Each variant that signs in is the same account.
    for (const v of variants) expect((await login(t, v, DEFAULT_PASSWORD, "203.0.113.77")).status, JSON.stringify(v)).toBe(200);
    for (const v of variants) expect((await login(t, v, "guess", "203.0.113.77")).status, JSON.stringify(v)).toBe(401);
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "203.0.113.77")).status).toBe(429);
    expect((await login(t, variants[4], DEFAULT_PASSWORD, "203.0.113.77")).status).toBe(429);
  });

  it("is the same username for the backstop across all addresses", async () => {
    const owner = await makeUser(t);
    // Far enough past the backstop's 100 that the next attempt is held back for a minute.
    await t.db.execute(
      sql`insert into login_throttles (username_key, failures, window_start) values (${`*|${owner.username.toLowerCase()}`}, 110, now())`,
    );
    expect((await login(t, ` ${owner.username.toUpperCase()}`, "guess", "192.0.2.1")).status).toBe(401);
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "198.51.100.99")).status).toBe(429);
  });
});

describe("the lockout, aimed at the owner", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: "1" });
  });
  const backstopKey = (username: string) => `*|${username.toLowerCase()}`;
  /** The known-device cookie a sign-in sets, as "name=value". */
  const deviceCookieOf = (res: { headers: Record<string, string | string[]> }) =>
    ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("gharsetu.device="));

  it("21 addresses with 5 wrong passwords each do not lock an admin out: slowed for seconds, and not at all in a browser that signed in before", async () => {
    const admin = await makeUser(t, { role: "admin" });
    const device = deviceCookieOf(await login(t, admin.username, DEFAULT_PASSWORD, "198.51.100.200").expect(200))!.split(";")[0];
    for (let a = 1; a <= 21; a++) {
      for (let i = 0; i < 5; i++) {
        const res = await login(t, admin.username, "guess", `203.0.113.${a}`);
        expect([401, 429]).toContain(res.status);
        // Held back for a growing few seconds at most, never locked for 15 minutes.
        if (res.status === 429) expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
    }
    expect((await login(t, admin.username, DEFAULT_PASSWORD, "192.0.2.77").set("Cookie", device)).status).toBe(200);
    // Another browser waits out the current delay (moved into the past here) and signs in.
    await t.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where username_key = ${backstopKey(admin.username)}`,
    );
    expect((await login(t, admin.username, DEFAULT_PASSWORD, "192.0.2.78")).status).toBe(200);
  }, 180_000); // up to 105 password hashes checked

  it("attempts refused by an address's lock count nowhere: the superadmin is not locked everywhere when it ends", async () => {
    const superadmin = await makeUser(t, { role: "superadmin" });
    const ip = "203.0.113.200";
    for (let i = 0; i < 5; i++) expect((await login(t, superadmin.username, "guess", ip)).status).toBe(401);
    // Well past the backstop's 100, all refused by that address's lock.
    for (let i = 0; i < 120; i++) expect((await login(t, superadmin.username, "guess", ip)).status).toBe(429);
    // The address's lock ends (moved into the past here); the backstop's count was never touched.
    await t.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where username_key = ${`${ip}|${superadmin.username.toLowerCase()}`}`,
    );
    expect((await login(t, superadmin.username, DEFAULT_PASSWORD, "198.51.100.201")).status).toBe(200);
    expect((await login(t, superadmin.username, DEFAULT_PASSWORD, ip)).status).toBe(200);
  });

  it("exempts only a browser whose signed cookie names this account; a held-back attempt does not count towards the address's lock", async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const signedIn = await login(t, owner.username, DEFAULT_PASSWORD, "198.51.100.202").expect(200);
    const set = deviceCookieOf(signedIn)!;
    expect(set).toMatch(/; HttpOnly/i);
    const ownerDevice = set.split(";")[0];
    expect(decodeURIComponent(ownerDevice.slice("gharsetu.device=".length))).toMatch(new RegExp(`^device:${owner.id}\\.`));
    const otherDevice = deviceCookieOf(await login(t, other.username, DEFAULT_PASSWORD, "198.51.100.202").expect(200))!.split(";")[0];

    // Guessing from everywhere has set the next attempt 30 seconds off.
    await t.db.execute(
      sql`insert into login_throttles (username_key, failures, window_start, locked_until) values (${backstopKey(owner.username)}, 150, now(), now() + interval '30 seconds')`,
    );
    const held = await login(t, owner.username, DEFAULT_PASSWORD, "192.0.2.90");
    expect(held.status).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(held.headers["retry-after"])).toBeLessThanOrEqual(30);
    expect(held.body.message).toMatch(/^Too many failed login attempts on this account\. Please wait \d+ seconds? and try again\.$/);
    const forged = `gharsetu.device=${encodeURIComponent(`device:${owner.id}.forged`)}`;
    for (const cookie of [otherDevice, forged, `gharsetu.device=${owner.id}`]) {
      expect((await login(t, owner.username, DEFAULT_PASSWORD, "192.0.2.90").set("Cookie", cookie)).status, cookie).toBe(429);
    }
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "192.0.2.91").set("Cookie", ownerDevice)).status).toBe(200);

    // Eight held-back tries from one address did not lock the owner out of it once the delay passed.
    await t.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where username_key = ${backstopKey(owner.username)}`,
    );
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "192.0.2.90")).status).toBe(200);
  });

  it("does not hold back a signed-in customer's own password check", async () => {
    const owner = await makeUser(t);
    const agent = request.agent(t.app);
    await agent
      .post("/api/login")
      .set("X-Forwarded-For", "198.51.100.203")
      .send({ username: owner.username, password: DEFAULT_PASSWORD })
      .expect(200);
    await t.db.execute(
      sql`insert into login_throttles (username_key, failures, window_start, locked_until) values (${backstopKey(owner.username)}, 150, now(), now() + interval '30 seconds')`,
    );
    const res = await agent
      .post("/api/me/password")
      .set("X-Forwarded-For", "198.51.100.203")
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: "Changed@12345" });
    expect(res.status).toBe(200);
  });
});
