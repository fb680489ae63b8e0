import { sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import type { ApiRoute } from "../../tests/setup/api-routes";
import { changedTables, snapshot } from "../../tests/setup/db-snapshot";
import { IDENTITIES, useSecurityApp, sendProbe, type Cast } from "../../tests/setup/security";
import { DEFAULT_PASSWORD, makeUser, type TestApp } from "../../tests/setup/test-app";
import { allRoutes, routeKey } from "../../shared/contracts";
import { ROUTE_TABLE } from "./route-table";

/** Each route's contract by its key: a route that takes an upload is sent one on purpose. */
const contracts = new Map(allRoutes().map((c) => [routeKey(c), c]));

/** Sessions that cannot be fixed, replayed or kept alive past their end; CSRF on every state-changing route. */
let t: TestApp;
let cast: Cast;
let routes: ApiRoute[];
useSecurityApp((s) => ({ t, cast, routes } = s));

const cookieOf = (res: { headers: Record<string, string | string[]> }) => {
  const set = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("gharsetu.sid="));
  return set?.split(";")[0];
};
/** The session id inside a signed cookie ("s:<sid>.<signature>"). */
const sidOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]).slice(2).split(".")[0];
const me = (cookie: string) => request(t.app).get("/api/user").set("Cookie", cookie);
const signIn = async (username: string, cookie?: string) => {
  const req = request(t.app).post("/api/login");
  if (cookie) req.set("Cookie", cookie);
  const res = await req.send({ username, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return cookieOf(res)!;
};

describe("session fixation", () => {
  it("a session an attacker obtained before sign-in is never the one that signs in", async () => {
    const victim = await makeUser(t);
    // The chat gives any visitor a session: the attacker takes one and plants it in the victim's browser.
    const planted = cookieOf(await request(t.app).post("/api/chat").send({ message: "hello" }));
    expect(planted).toBeDefined();
    const signedIn = await signIn(victim.username, planted);
    expect(signedIn).not.toBe(planted);
    expect((await me(planted!)).status).toBe(401);
    expect((await me(signedIn)).body.id).toBe(victim.id);
  });

  it("ignores a session id the server never issued or whose signature is wrong", async () => {
    const user = await makeUser(t);
    const good = await signIn(user.username);
    const sid = sidOf(good);
    for (const forged of [
      `gharsetu.sid=${sid}`,
      `gharsetu.sid=${encodeURIComponent(`s:${sid}.forgedsignature`)}`,
      "gharsetu.sid=s%3Aattacker-chosen.x",
    ]) {
      const res = await me(forged);
      expect(res.status, forged).toBe(401);
    }
    expect((await me(good)).status).toBe(200);
  });
});

describe("logout", () => {
  it("ends the session on the server: the old cookie, replayed, is signed out everywhere", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    const otherDevice = await signIn(user.username);
    expect((await request(t.app).post("/api/logout").set("Cookie", cookie).set("Content-Length", "0")).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    const write = await request(t.app).post("/api/notifications/read-all").set("Cookie", cookie).set("Content-Length", "0");
    expect(write.status).toBe(401);
    expect(await queryRows(t.db, sql`select 1 from sessions where sid = ${sidOf(cookie)}`)).toEqual([]);
    // Logging out on one device ends that session only.
    expect((await me(otherDevice)).status).toBe(200);
  });
});

describe("idle timeout", () => {
  it("follows the superadmin's setting: a session idle longer is ended, a shorter idle one lives on", async () => {
    const superadmin = await cast.agent("superadmin");
    await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 15 }).expect(200);
    try {
      const idle = await makeUser(t);
      const active = await makeUser(t);
      const idleCookie = await signIn(idle.username);
      const activeCookie = await signIn(active.username);
      await t.db.execute(sql`update sessions set last_seen = now() - interval '16 minutes' where user_id = ${idle.id}`);
      await t.db.execute(sql`update sessions set last_seen = now() - interval '14 minutes' where user_id = ${active.id}`);
      expect((await me(idleCookie)).status).toBe(401);
      // The ended session's row is gone, not only refused.
      expect((await queryRows(t.db, sql`select 1 from sessions where user_id = ${idle.id}`)).length).toBe(0);
      expect((await me(activeCookie)).status).toBe(200);
      // The request renewed it: idle time counts from the last request, not from sign-in.
      const [{ idleSeconds }] = await queryRows<{ idleSeconds: number }>(
        t.db,
        sql`select extract(epoch from now() - last_seen)::int as "idleSeconds" from sessions where user_id = ${active.id}`,
      );
      expect(idleSeconds).toBeLessThan(60);
    } finally {
      await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 30 }).expect(200);
    }
  });

  it("does not revive a session that went idle past the timeout and was not seen since, when the timeout is raised", async () => {
    const superadmin = await cast.agent("superadmin");
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    // Idle past the 30-minute timeout, and no request from that browser since.
    await t.db.execute(sql`update sessions set last_seen = now() - interval '45 minutes' where user_id = ${user.id}`);
    await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 120 }).expect(200);
    try {
      expect((await me(cookie)).status).toBe(401);
      // Lowering the timeout and raising it again brings back nothing that ended in between either.
      const other = await makeUser(t);
      const otherCookie = await signIn(other.username);
      await t.db.execute(sql`update sessions set last_seen = now() - interval '50 minutes' where user_id = ${other.id}`);
      await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 30 }).expect(200);
      await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 120 }).expect(200);
      expect((await me(otherCookie)).status).toBe(401);
      // A session idle for less than the old timeout lives on under the new one.
      await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 60 }).expect(200);
      const fresh = await makeUser(t);
      const freshCookie = await signIn(fresh.username);
      await t.db.execute(sql`update sessions set last_seen = now() - interval '45 minutes' where user_id = ${fresh.id}`);
      await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 120 }).expect(200);
      expect((await me(freshCookie)).status).toBe(200);
    } finally {
      await superadmin.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 30 }).expect(200);
    }
  });

  it("records activity at most every 30 s: a request on a session seen moments ago writes nothing", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    const lastSeen = async () =>
      (await queryRows<{ at: string }>(t.db, sql`select last_seen::text as at from sessions where user_id = ${user.id}`))[0].at;
    await t.db.execute(sql`update sessions set last_seen = now() - interval '10 seconds' where user_id = ${user.id}`);
    const recent = await lastSeen();
    expect((await me(cookie)).status).toBe(200);
    expect(await lastSeen()).toBe(recent);
    await t.db.execute(sql`update sessions set last_seen = now() - interval '40 seconds' where user_id = ${user.id}`);
    const stale = await lastSeen();
    expect((await me(cookie)).status).toBe(200);
    const [{ idleSeconds }] = await queryRows<{ idleSeconds: number }>(
      t.db,
      sql`select extract(epoch from now() - last_seen)::int as "idleSeconds" from sessions where user_id = ${user.id}`,
    );
    expect(await lastSeen()).not.toBe(stale);
    expect(idleSeconds).toBeLessThan(30);
  });

  it("ends a session at its absolute lifetime however active it is", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    await t.db.execute(sql`update sessions set expire = now() - interval '1 second' where user_id = ${user.id}`);
    expect((await me(cookie)).status).toBe(401);
  });
});

/** Each state-changing route with the request of the first caller the table lets through. */
const writeRoutes = () =>
  Object.entries(ROUTE_TABLE).flatMap(([key, row]) => {
    const route = routes.find((r) => r.key === key);
    const who = IDENTITIES.find((_, i) => row.expect[i] < 300);
    return route && route.method !== "GET" && who ? [{ key, route, row, who }] : [];
  });

describe("CSRF on every state-changing route", () => {
  it("refuses a foreign or null Origin, text/plain and form-encoded bodies, and changes nothing", async () => {
    const refusals: string[] = [];
    for (const { key, route, row, who } of writeRoutes()) {
      const probe = row.probe ? await row.probe({ f: cast.f, users: cast.users }) : {};
      const agent = await cast.callerFor(who, row);
      const before = await snapshot(t.db);
      const attempts = {
        "foreign Origin": sendProbe(agent, route, probe).set("Origin", "https://evil.example"),
        "Origin null (sandboxed frame)": sendProbe(agent, route, probe).set("Origin", "null"),
        "foreign Referer": sendProbe(agent, route, probe).set("Referer", "https://evil.example/attack.html"),
        "text/plain": sendProbe(agent, route, {
          params: probe.params,
          raw: { body: JSON.stringify(probe.body ?? {}), headers: { "Content-Type": "text/plain" } },
        }),
        "form-encoded": sendProbe(agent, route, {
          params: probe.params,
          raw: {
            body: new URLSearchParams(Object.entries(probe.body ?? { a: "b" }).map(([k, v]) => [k, String(v)])).toString(),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          },
        }),
        "multipart where none is taken": contracts.get(key)?.uploads
          ? null
          : sendProbe(agent, route, { params: probe.params, upload: { fields: { a: "b" }, file: Buffer.from("x"), filename: "x.pdf" } }),
      };
      for (const [how, pending] of Object.entries(attempts)) {
        if (!pending) continue;
        const res = await pending;
        if (res.status !== 403) refusals.push(`${key} with ${how}: ${res.status}`);
      }
      expect(changedTables(before, await snapshot(t.db)), key).toEqual([]);
      if (row.endsSessions) cast.resetSessions();
    }
    expect(refusals).toEqual([]);
  });

  it("grants no cross-origin reads: no CORS headers, even on a preflight", async () => {
    const agent = await cast.agent("user");
    const preflight = await agent.options("/api/user").set("Origin", "https://evil.example").set("Access-Control-Request-Method", "GET");
    const read = await agent.get("/api/user").set("Origin", "https://evil.example");
    for (const res of [preflight, read]) {
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  it("GET requests, which a cross-site link can make with the cookie, change no data", async () => {
    const changed: string[] = [];
    for (const [key, row] of Object.entries(ROUTE_TABLE)) {
      const route = routes.find((r) => r.key === key);
      if (!route || route.method !== "GET") continue;
      const probe = row.probe ? await row.probe({ f: cast.f, users: cast.users }) : {};
      for (const [i, who] of IDENTITIES.entries()) {
        if (row.expect[i] >= 300) continue;
        const agent = await cast.agent(who);
        const before = await snapshot(t.db);
        await sendProbe(agent, route, probe);
        const tables = changedTables(before, await snapshot(t.db));
        // Reads that are themselves recorded (audit), and only that: a staff member opening a
        // customer's document or papers, a customer downloading their own data.
        const staffReads = [
          "GET /api/kyc-documents/:id/file",
          "GET /api/loan-applications/:id/documents/:itemId/file",
          "GET /api/loan-applications/:id/kfs",
          "GET /api/loan-applications/:id/kfs/pdf",
          "GET /api/loan-applications/:id/sanction-letter/pdf",
        ];
        const recorded = (staffReads.includes(key) && (who === "admin" || who === "superadmin")) || key === "GET /api/me/export";
        const allowed = recorded ? ["audit_logs", "audit_personal_data"] : [];
        if (tables.some((x) => !allowed.includes(x))) changed.push(`${key} as ${who}: ${tables.join(", ")}`);
      }
    }
    expect(changed).toEqual([]);
  });
});
