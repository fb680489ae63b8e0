import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { createTestApp, linksOf, makeUser, pageOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let superadmin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
  superadmin = await signedInAgent(t, "superadmin");
  await makeUser(t, { username: "zoya_khan", fullName: "Zoya Khan" });
  await makeUser(t, { username: "arjun_100%", fullName: "Arjun Mehta" });
  for (let i = 0; i < 23; i++) await makeUser(t, { username: `bulk_${i}`, fullName: `Bulk Person ${i}` });
});
afterAll(() => t.close());

describe("GET /api/admin/users", () => {
  it("answers a plain array newest first (a generous first page by default), never with a password", async () => {
    const res = await admin.agent.get("/api/admin/users");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(27);
    expect(res.headers["x-total-count"]).toBe("27");
    expect(res.body[0].username).toBe("bulk_22");
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/);
    expect(linksOf(res)).toEqual({ first: "/api/admin/users?page=1&pageSize=100", last: "/api/admin/users?page=1&pageSize=100" });
  });

  it("carries the paging in X-Total-Count and Link at the first, a middle and the last page", async () => {
    const first = await admin.agent.get("/api/admin/users?pageSize=10&q=");
    expect(pageOf(first).items).toHaveLength(10);
    expect(pageOf(first).total).toBe(27);
    expect(linksOf(first)).toEqual({
      first: "/api/admin/users?pageSize=10&q=&page=1",
      next: "/api/admin/users?pageSize=10&q=&page=2",
      last: "/api/admin/users?pageSize=10&q=&page=3",
    });
    const middle = await admin.agent.get("/api/admin/users?page=2&pageSize=10");
    expect(middle.body).toHaveLength(10);
    expect(linksOf(middle)).toEqual({
      first: "/api/admin/users?page=1&pageSize=10",
      prev: "/api/admin/users?page=1&pageSize=10",
      next: "/api/admin/users?page=3&pageSize=10",
      last: "/api/admin/users?page=3&pageSize=10",
    });
    const last = await admin.agent.get("/api/admin/users?page=3&pageSize=10");
    expect(last.body).toHaveLength(7);
    expect(last.headers["x-total-count"]).toBe("27");
    expect(linksOf(last)).toEqual({
      first: "/api/admin/users?page=1&pageSize=10",
      prev: "/api/admin/users?page=2&pageSize=10",
      last: "/api/admin/users?page=3&pageSize=10",
    });
    // Following the links visits every user once.
    const ids = new Set([...first.body, ...middle.body, ...last.body].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(27);
  });

  it("searches case-insensitively over full name, username, email and role", async () => {
    const byName = await admin.agent.get("/api/admin/users?q=ZOYA");
    expect(byName.body.map((u: { username: string }) => u.username)).toEqual(["zoya_khan"]);
    const byEmail = await admin.agent.get("/api/admin/users?q=zoya_khan@example");
    expect(pageOf(byEmail).total).toBe(1);
    const byRole = await admin.agent.get("/api/admin/users?q=superadmin");
    expect(byRole.body.map((u: { id: number }) => u.id)).toEqual([superadmin.user.id]);
    const byPart = await admin.agent.get("/api/admin/users?q=mehta");
    expect(byPart.body[0].fullName).toBe("Arjun Mehta");
    // LIKE wildcards are literal text, not patterns.
    const percent = await admin.agent.get("/api/admin/users?q=100%25");
    expect(percent.body.map((u: { username: string }) => u.username)).toEqual(["arjun_100%"]);
    const none = await admin.agent.get("/api/admin/users?q=nobody-matches-this");
    expect(none.body).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });

  it("rejects bad paging with 400", async () => {
    expect((await admin.agent.get("/api/admin/users?page=0")).body).toMatchObject({
      message: "page starts at 1",
      code: "VALIDATION_FAILED",
    });
    expect((await admin.agent.get("/api/admin/users?pageSize=101")).body.message).toBe("pageSize cannot exceed 100");
    expect((await admin.agent.get("/api/admin/users?page=abc")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/users?page=0x2")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/users?page=100001")).body.message).toBe("page cannot exceed 1,00,000");
  });
});

describe("PATCH /api/admin/users/:id/role", () => {
  it("lets a superadmin change another user's role and audit-logs old and new values", async () => {
    const target = await makeUser(t);
    const res = await superadmin.agent.patch(`/api/admin/users/${target.id}/role`).send({ role: "admin" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, role: "admin" });
    expect(res.body).not.toHaveProperty("password");
    const [row] = await queryRows<{ old_value: unknown; new_value: unknown; user_id: number; entity_id: string }>(
      t.db,
      sql`select old_value, new_value, user_id, entity_id from audit_logs where action_type = 'update_user_role' and entity_id = ${String(target.id)}`,
    );
    expect(row).toEqual({
      old_value: { role: "user" },
      new_value: { role: "admin" },
      user_id: superadmin.user.id,
      entity_id: String(target.id),
    });
  });

  it("takes effect on the target's next request", async () => {
    const { agent, user } = await signedInAgent(t, "user");
    expect((await agent.get("/api/admin/users")).status).toBe(403);
    await superadmin.agent.patch(`/api/admin/users/${user.id}/role`).send({ role: "admin" }).expect(200);
    expect((await agent.get("/api/admin/users")).status).toBe(200);
  });

  it("refuses an unknown role, the caller's own role, a missing user and a non-superadmin", async () => {
    const target = await makeUser(t);
    const bad = await superadmin.agent.patch(`/api/admin/users/${target.id}/role`).send({ role: "owner" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Role must be user, admin or superadmin", code: "VALIDATION_FAILED" });
    const own = await superadmin.agent.patch(`/api/admin/users/${superadmin.user.id}/role`).send({ role: "user" });
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ message: "You cannot change your own role", code: "BAD_REQUEST" });
    const missing = await superadmin.agent.patch("/api/admin/users/987654/role").send({ role: "admin" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "User not found", code: "NOT_FOUND" });
    const byAdmin = await admin.agent.patch(`/api/admin/users/${target.id}/role`).send({ role: "admin" });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual({ message: "This needs the superadmin role", code: "FORBIDDEN" });
    const [{ role }] = await queryRows<{ role: string }>(t.db, sql`select role from users where id = ${target.id}`);
    expect(role).toBe("user");
  });

  it("never accepts a self-promotion through registration", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "sneaky", password: "Sneaky@123", email: "sneaky@example.in", fullName: "Sneaky One", role: "superadmin" });
    expect(res.body.role).toBe("user");
  });
});
