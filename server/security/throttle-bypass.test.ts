import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { DEFAULT_PASSWORD, createTestApp, makeUser, type TestApp } from "../../tests/setup/test-app";

/**
 * Issue 17: lockout and rate limits that a client cannot step around by forging X-Forwarded-For, by
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
    const [row] = await queryRows<{ ip: string }>(t.db, sql`select ip_address as ip from audit_logs where action_type = 'account_locked' and user_id = ${owner.id}`);
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
    const variants = [owner.username.toUpperCase(), ` ${owner.username} `, `\t${owner.username}\n`, `\u00a0${owner.username}\u3000`, `\u212A${owner.username.slice(1)}`];
    // Each variant that signs in is the same account.
    for (const v of variants) expect((await login(t, v, DEFAULT_PASSWORD, "203.0.113.77")).status, JSON.stringify(v)).toBe(200);
    for (const v of variants) expect((await login(t, v, "guess", "203.0.113.77")).status, JSON.stringify(v)).toBe(401);
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "203.0.113.77")).status).toBe(429);
    expect((await login(t, variants[4], DEFAULT_PASSWORD, "203.0.113.77")).status).toBe(429);
  });

  it("is the same username for the backstop across all addresses", async () => {
    const owner = await makeUser(t);
    await t.db.execute(sql`insert into login_throttles (username_key, failures, window_start) values (${`*|${owner.username.toLowerCase()}`}, 99, now())`);
    expect((await login(t, ` ${owner.username.toUpperCase()}`, "guess", "192.0.2.1")).status).toBe(401);
    expect((await login(t, owner.username, DEFAULT_PASSWORD, "198.51.100.99")).status).toBe(429);
  });
});
