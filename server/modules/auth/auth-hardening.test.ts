import { sql } from "drizzle-orm";
import request from "supertest";
import argon2 from "argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { DEFAULT_PASSWORD, createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

/** Lockouts that strangers cannot aim at the owner, sessions that stay ended, no enumeration by timing. */
let t: TestApp;
beforeAll(async () => {
  // One proxy hop in front, so each test can speak from its own client address.
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());

const count = async (where: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs where ${where}`))[0].n;
const loginFrom = (ip: string, username: string, password: string) =>
  request(t.app).post("/api/login").set("X-Forwarded-For", ip).send({ username, password });

describe("login lockout per username and address", () => {
  it("locks a stranger's address without locking the owner out of their own", async () => {
    const owner = await makeUser(t, { role: "admin" });
    for (let i = 0; i < 5; i++) expect((await loginFrom("203.0.113.9", owner.username, "guess")).status).toBe(401);
    expect((await loginFrom("203.0.113.9", owner.username, DEFAULT_PASSWORD)).status).toBe(429);
    // Case and whitespace variants are the same username.
    expect((await loginFrom("203.0.113.9", ` ${owner.username.toUpperCase()} `, DEFAULT_PASSWORD)).status).toBe(429);
    expect((await loginFrom("198.51.100.7", owner.username, DEFAULT_PASSWORD)).status).toBe(200);
    expect(await count(sql`action_type = 'account_locked' and subject_id = ${owner.id}`)).toBe(1);
  });

  it("has a slower backstop per username across every address: a delay, never a lock", async () => {
    const owner = await makeUser(t);
    // Well past the 100 failures from many addresses within the hour that start the delay.
    await t.db.execute(
      sql`insert into login_throttles (username_key, failures, window_start) values (${`*|${owner.username.toLowerCase()}`}, 110, now())`,
    );
    expect((await loginFrom("192.0.2.1", owner.username, "guess-111")).status).toBe(401);
    const refused = await loginFrom("198.51.100.7", owner.username, DEFAULT_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed login attempts on this account\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await count(sql`action_type = 'account_locked' and subject_id = ${owner.id}`)).toBe(0);
    // Once the delay has passed (moved into the past here) the owner signs in.
    await t.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where username_key = ${`*|${owner.username.toLowerCase()}`}`,
    );
    expect((await loginFrom("198.51.100.7", owner.username, DEFAULT_PASSWORD)).status).toBe(200);
  });
});

describe("sessions", () => {
  it("treats an idle-expired session as ended for good, even if the timeout is raised later", async () => {
    const { agent, user } = await signedInAgent(t);
    const superadmin = (await signedInAgent(t, "superadmin")).agent;
    await t.db.execute(sql`update sessions set last_seen = now() - interval '45 minutes' where user_id = ${user.id}`);
    expect((await agent.get("/api/user")).status).toBe(401);
    expect((await queryRows(t.db, sql`select sid from sessions where user_id = ${user.id}`)).length).toBe(0);
    await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 120 }).expect(200);
    expect((await agent.get("/api/user")).status).toBe(401);
    await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 30 }).expect(200);
  });
});

describe("registration", () => {
  const account = (name: string) => ({ username: name, password: "Timing@12345", email: `${name}@example.in`, fullName: "Timing Test" });

  // A 409 that skipped the argon2 hash would answer in a few per cent of a registration's time and
  // tell an enumerator which names exist. Proven by the work done, not by a stopwatch: both answers
  // hash the submitted password once, before the duplicate check.
  it("hashes the password for a taken username as for a new account", async () => {
    await makeUser(t, { username: "taken_name" });
    const hash = vi.spyOn(argon2, "hash");
    try {
      expect((await request(t.app).post("/api/register").send(account("fresh_one"))).status).toBe(201);
      expect(hash.mock.calls.map((c) => c[0])).toEqual(["Timing@12345"]);
      hash.mockClear();
      const taken = await request(t.app)
        .post("/api/register")
        .send({ ...account("other_one"), username: "TAKEN_name" });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe("Username already exists");
      expect(hash.mock.calls.map((c) => c[0])).toEqual(["Timing@12345"]);
    } finally {
      hash.mockRestore();
    }
  });
});

describe("superadmins demoting each other at the same moment", () => {
  it("leaves at least one superadmin and never answers 500", async () => {
    const a = await signedInAgent(t, "superadmin");
    const b = await signedInAgent(t, "superadmin");
    const [x, y] = await Promise.all([
      a.agent.patch(`/api/admin/users/${b.user.id}/role`).send({ role: "user" }),
      b.agent.patch(`/api/admin/users/${a.user.id}/role`).send({ role: "user" }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 403]);
    const roles = await queryRows<{ role: string }>(t.db, sql`select role from users where id in (${a.user.id}, ${b.user.id})`);
    expect(roles.map((r) => r.role).sort()).toEqual(["superadmin", "user"]);
  });
});
