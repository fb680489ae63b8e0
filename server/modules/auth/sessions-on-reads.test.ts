import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { DbSessionStore } from "./session-store";
import { createTestApp, DEFAULT_PASSWORD, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

/**
 * Reads (GET, HEAD) learn who is signed in the way writes do: through express-session, its store
 * (DbSessionStore reads the session and its user in one statement) and passport. A read writes nothing back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (username: string) => {
  const res = await request(t.app).post("/api/login").send({ username, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return String(res.headers["set-cookie"]).split(";")[0];
};
const sidOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]).slice(2).split(".")[0];
const sessionRow = async (sid: string) => (await t.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];

describe("signed-in reads", () => {
  it("know the user on GET and HEAD, among other cookies, and neither re-send nor rewrite the session", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    const before = await sessionRow(sidOf(cookie));
    const withOthers = `theme=dark; ${cookie}; gharsetu.signed-in=1`;
    const me = await request(t.app).get("/api/user").set("Cookie", withOthers);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, username: user.username, role: "user" });
    expect(me.body.password).toBeUndefined();
    expect(me.headers["set-cookie"]).toBeUndefined();
    expect((await request(t.app).head("/api/user").set("Cookie", cookie)).status).toBe(200);
    expect(await sessionRow(sidOf(cookie))).toEqual(before);
  });

  it("go through express-session's store as writes do, one read of the session and its user each, never saved back", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    const viaStore = vi.spyOn(DbSessionStore.prototype, "get");
    const saves = vi.spyOn(DbSessionStore.prototype, "set");
    try {
      expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(200);
      expect((await request(t.app).get("/api/loan-applications").set("Cookie", cookie)).status).toBe(200);
      expect(viaStore).toHaveBeenCalledTimes(2);
      expect(saves).not.toHaveBeenCalled();
      await request(t.app).patch("/api/me").set("Cookie", cookie).send({ fullName: "Reader Checked" }).expect(200);
      expect(viaStore).toHaveBeenCalledTimes(3);
    } finally {
      viaStore.mockRestore();
      saves.mockRestore();
    }
    // What the store read with the session (its user) never lands in the row.
    const row = await sessionRow(sidOf(cookie));
    expect(JSON.stringify(row.sess)).not.toContain("storeRead");
    expect(JSON.stringify(row.sess)).not.toContain(user.email);
  });

  it("mark the session the request came with as this device's", async () => {
    const user = await makeUser(t);
    const first = await signIn(user.username);
    const second = await signIn(user.username);
    const list = await request(t.app).get("/api/me/sessions").set("Cookie", second);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0].current).toBe(true);
    expect(list.body[1].current).toBe(false);
    expect((await request(t.app).get("/api/me/sessions").set("Cookie", first)).body[0].current).toBe(true);
  });

  it("see a role change at the very next read, on another instance too", async () => {
    const { agent: superadmin } = await signedInAgent(t, "superadmin");
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    const other = await createTestApp({}, t);
    expect((await request(other.app).get("/api/admin/analytics").set("Cookie", cookie)).status).toBe(403);
    await superadmin.patch(`/api/admin/users/${user.id}/role`).send({ role: "admin" }).expect(200);
    expect((await request(other.app).get("/api/user").set("Cookie", cookie)).body.role).toBe("admin");
    expect((await request(other.app).get("/api/admin/analytics").set("Cookie", cookie)).status).toBe(200);
  });

  it("refuse a cookie signed with another secret, and a visitor's session that has no user", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    const otherSecret = await createTestApp({ SESSION_SECRET: "a-different-secret-0123456789" }, t);
    expect((await request(otherSecret.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
    // A visitor's chat gives them a session with no user in it.
    const chat = await request(t.app).post("/api/chat").send({ message: "hello" });
    const visitor = String(chat.headers["set-cookie"]).split(";")[0];
    expect(visitor).toMatch(/^gharsetu\.sid=/);
    expect((await request(t.app).get("/api/user").set("Cookie", visitor)).status).toBe(401);
    expect((await request(t.app).get("/api/me/sessions").set("Cookie", visitor)).status).toBe(401);
  });

  it("sign out an erased account whose session row survived", async () => {
    const user = await makeUser(t);
    const cookie = await signIn(user.username);
    await t.db.execute(sql`update users set erased_at = now() where id = ${user.id}`);
    expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
    // The row is still there (erasure itself deletes it): the read alone refused it.
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions where sid = ${sidOf(cookie)}`);
    expect(n).toBe(1);
  });
});
