import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { DEFAULT_PASSWORD, createTestApp, makeUser, type TestApp } from "../../../tests/setup/test-app";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAccount = (n: string, extra: Record<string, unknown> = {}) => ({
  username: `reg_${n}`,
  password: "Str0ng!pass",
  email: `reg_${n}@example.in`,
  fullName: "Meera Iyer",
  phoneNumber: "9876543210",
  ...extra,
});

const count = async (table: string, where = sql`true`) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0].n;

describe("POST /api/register", () => {
  it("creates a user, signs them in and never returns the password hash", async () => {
    const agent = request.agent(t.app);
    const res = await agent.post("/api/register").send(newAccount("ok", { role: "superadmin" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "reg_ok", fullName: "Meera Iyer", role: "user" });
    expect(res.body).not.toHaveProperty("password");
    expect(JSON.stringify(res.body)).not.toContain("argon2");
    const me = await agent.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.username).toBe("reg_ok");
    expect(me.body).not.toHaveProperty("password");
  });

  it("answers each invalid field with the spec's message and writes nothing", async () => {
    const before = await count("users");
    const res = await request(t.app).post("/api/register").send({ username: "ab", password: "123", email: "not-an-email", fullName: "" });
    expect(res.status).toBe(400);
    const messages = Object.fromEntries(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(messages).toMatchObject({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 6 characters",
      email: "Please enter a valid email",
      fullName: "Full name must be at least 2 characters",
    });
    const missing = await request(t.app).post("/api/register").send({});
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(["Username is required", "Password is required", "Email is required", "Full name is required"]),
    );
    expect(await count("users")).toBe(before);
  });

  it("applies the password policy after the 6-character rule, saying what is missing", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send(newAccount("weak", { password: "password" }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must have a number and a symbol");
    expect(res.body.issues[0].path).toBe("password");
  });

  it("refuses a duplicate username or email, whatever the case, with 409", async () => {
    await request(t.app).post("/api/register").send(newAccount("dup")).expect(201);
    const sameName = await request(t.app)
      .post("/api/register")
      .send(newAccount("other", { username: "REG_DUP" }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({
      message: "Username already exists",
      code: "USERNAME_TAKEN",
      issues: [{ path: "username", message: "Username already exists" }],
    });
    const sameEmail = await request(t.app)
      .post("/api/register")
      .send(newAccount("other2", { email: "Reg_Dup@Example.in" }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      message: "An account with this email already exists",
      code: "EMAIL_TAKEN",
      issues: [{ path: "email", message: "An account with this email already exists" }],
    });
    expect(await count("users", sql`lower(email) = 'reg_dup@example.in'`)).toBe(1);
  });

  it("is closed with 403 when the superadmin turns registrations off", async () => {
    await t.db.execute(sql`update settings set allow_new_registrations = false`);
    const res = await request(t.app).post("/api/register").send(newAccount("closed"));
    await t.db.execute(sql`update settings set allow_new_registrations = true`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("New registrations are currently closed");
  });

  it("writes an audit row with IP and user agent", async () => {
    const reg = await request(t.app).post("/api/register").set("User-Agent", "audit-test-agent").send(newAccount("audited")).expect(201);
    const rows = await queryRows<{ action_type: string; ip_address: string; user_agent: string }>(
      t.db,
      sql`select action_type, ip_address, user_agent from ${auditLogsAsRead} where user_id = ${reg.body.id}`,
    );
    expect(rows).toEqual([expect.objectContaining({ action_type: "register", user_agent: "audit-test-agent" })]);
    expect(rows[0].ip_address).toBeTruthy();
  });
});

describe("POST /api/login and sessions", () => {
  it("requires username and password with the spec's messages", async () => {
    const res = await request(t.app).post("/api/login").send({ username: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual(["Username is required", "Password is required"]);
  });

  it("signs in with the right password (any username case) and refuses a wrong one", async () => {
    const user = await makeUser(t, { username: "CaseUser" });
    const bad = await request(t.app).post("/api/login").send({ username: user.username, password: "wrong-password" });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: "Invalid username or password", code: "SIGN_IN_REQUIRED" });
    const unknown = await request(t.app).post("/api/login").send({ username: "nobody-here", password: "x" });
    expect(unknown.status).toBe(401);
    const ok = await request(t.app).post("/api/login").send({ username: "caseuser", password: DEFAULT_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: user.id, fullName: user.fullName });
    expect(ok.body).not.toHaveProperty("password");
    const cookie = ok.headers["set-cookie"][0];
    expect(cookie).toMatch(/gharsetu\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("regenerates the session id on login, so the earlier id is worthless", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const first = await request(t.app).post("/api/login").send({ username: a.username, password: DEFAULT_PASSWORD });
    const firstCookie = first.headers["set-cookie"][0].split(";")[0];
    const second = await request(t.app)
      .post("/api/login")
      .set("Cookie", firstCookie)
      .send({ username: b.username, password: DEFAULT_PASSWORD });
    const secondCookie = second.headers["set-cookie"][0].split(";")[0];
    expect(secondCookie).not.toBe(firstCookie);
    const ended = await request(t.app).get("/api/user").set("Cookie", firstCookie);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ message: "Not logged in", code: "SIGN_IN_REQUIRED" });
    expect((await request(t.app).get("/api/user").set("Cookie", secondCookie)).body.id).toBe(b.id);
  });

  it("locks a username for 15 minutes after 5 failures within 15 minutes", async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 5; i++) {
      const r = await request(t.app).post("/api/login").send({ username: user.username, password: "nope" });
      expect(r.status).toBe(401);
    }
    const locked = await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed login attempts\. Please try again in 15 minutes\./);
    expect(locked.headers["retry-after"]).toBe("900");
    // Other accounts are unaffected.
    const other = await makeUser(t);
    expect((await request(t.app).post("/api/login").send({ username: other.username, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect(await count("audit_logs", sql`action_type = 'login_failed' and subject_id = ${user.id}`)).toBe(5);
    // The lock is logged once when it starts, not once per refused attempt.
    await request(t.app).post("/api/login").send({ username: user.username, password: "again" }).expect(429);
    expect(await count("audit_logs", sql`action_type = 'account_locked' and subject_id = ${user.id}`)).toBe(1);
    // When the lock runs out the right password works again and the counter resets.
    await t.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where username_key like ${"%|" + user.username.toLowerCase()}`,
    );
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect(await count("login_throttles", sql`username_key like ${"%|" + user.username.toLowerCase()}`)).toBe(0);
  });

  it("cannot be beaten by parallel guesses: at most 5 password checks per window", async () => {
    const user = await makeUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request(t.app).post("/api/login").send({ username: user.username, password: "guess" })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(await count("audit_logs", sql`action_type = 'login_failed' and subject_id = ${user.id}`)).toBeLessThanOrEqual(5);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(429);
  });

  it("uses the login-attempts setting from the database", async () => {
    await t.db.execute(sql`update settings set login_attempts = 3`);
    const user = await makeUser(t);
    for (let i = 0; i < 3; i++) await request(t.app).post("/api/login").send({ username: user.username, password: "nope" });
    const res = await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    await t.db.execute(sql`update settings set login_attempts = 5`);
    expect(res.status).toBe(429);
  });

  it("logs out: the session is destroyed and an audit row written", async () => {
    const user = await makeUser(t);
    const agent = request.agent(t.app);
    await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    const login = await agent.get("/api/user");
    expect(login.status).toBe(200);
    const sessionsBefore = await count("sessions", sql`user_id = ${user.id}`);
    expect(sessionsBefore).toBe(1);
    const out = await agent.post("/api/logout").set("Content-Type", "application/json");
    expect(out.status).toBe(200);
    expect((await agent.get("/api/user")).status).toBe(401);
    expect(await count("sessions", sql`user_id = ${user.id}`)).toBe(0);
    const actions = await queryRows<{ action_type: string }>(
      t.db,
      sql`select action_type from audit_logs where user_id = ${user.id} order by id`,
    );
    expect(actions.map((a) => a.action_type)).toEqual(["login", "logout"]);
  });

  it("keeps sessions in the database: another app instance accepts the cookie", async () => {
    const user = await makeUser(t);
    const res = await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    const cookie = res.headers["set-cookie"][0].split(";")[0];
    const { createApp } = await import("../../app");
    const pino = (await import("pino")).default;
    const second = createApp({ database: t.database, config: t.config, logger: pino({ level: "silent" }) });
    const me = await request(second.app).get("/api/user").set("Cookie", cookie);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it("ends a session left idle longer than the session timeout", async () => {
    const user = await makeUser(t);
    const agent = request.agent(t.app);
    await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    await t.db.execute(sql`update sessions set last_seen = now() - interval '31 minutes' where user_id = ${user.id}`);
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("admits only admins and superadmins during maintenance", async () => {
    const user = await makeUser(t);
    const admin = await makeUser(t, { role: "admin" });
    await t.db.execute(sql`update settings set maintenance_mode = true`);
    const u = await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    const a = await request(t.app).post("/api/login").send({ username: admin.username, password: DEFAULT_PASSWORD });
    await t.db.execute(sql`update settings set maintenance_mode = false`);
    expect(u.status).toBe(503);
    expect(u.body.message).toMatch(/Only admins and super admins can log in/);
    expect(u.body.code).toBe("MAINTENANCE");
    expect(a.status).toBe(200);
  });
});

describe("secure cookie behind a TLS proxy", () => {
  it("marks the cookie Secure when TRUST_PROXY is set and the proxy says https", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const user = await makeUser(proxied);
      const res = await request(proxied.app)
        .post("/api/login")
        .set("X-Forwarded-Proto", "https")
        .send({ username: user.username, password: DEFAULT_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.headers["set-cookie"][0]).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe("reads without a session, and the signed-in hint", () => {
  const setCookies = (res: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((res.headers["set-cookie"] as string[] | undefined) ?? []);

  it("answers a cookieless read as signed out, starting no session and setting no cookie", async () => {
    const before = await count("sessions");
    for (const method of ["get", "head"] as const) {
      const res = await request(t.app)[method]("/api/user");
      expect(res.status).toBe(401);
      expect(setCookies(res)).toEqual([]);
    }
    const settings = await request(t.app).get("/api/settings");
    expect(settings.status).toBe(200);
    expect(setCookies(settings)).toEqual([]);
    expect(await count("sessions")).toBe(before);
  });

  it("clears a hint left without its session, on GET and HEAD alike", async () => {
    for (const method of ["get", "head"] as const) {
      const res = await request(t.app)[method]("/api/user").set("Cookie", "gharsetu.signed-in=1");
      expect(res.status).toBe(401);
      expect(setCookies(res).join()).toMatch(/gharsetu\.signed-in=;.*Expires=Thu, 01 Jan 1970/);
    }
  });

  it("knows a signed-in reader, and clears the hint once the session is gone", async () => {
    const user = await makeUser(t);
    const agent = request.agent(t.app);
    const login = await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    // The session cookie first; signing in also sets the account's language.
    expect(setCookies(login).map((c) => c.split("=")[0])).toEqual(["gharsetu.sid", "lang", "gharsetu.device", "gharsetu.signed-in"]);
    expect((await agent.get("/api/user")).body.username).toBe(user.username);
    await t.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    const after = await agent.get("/api/user");
    expect(after.status).toBe(401);
    expect(setCookies(after).join()).toMatch(/gharsetu\.signed-in=;/);
  });
});
