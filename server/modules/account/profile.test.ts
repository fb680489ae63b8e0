import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { queryRows } from "../../db/client";
import { DEFAULT_PASSWORD, createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** One account signed in from two browsers. */
async function twoDevices(password = DEFAULT_PASSWORD) {
  const user = await makeUser(t, { password });
  const phone = request.agent(t.app);
  const laptop = request.agent(t.app);
  await phone.post("/api/login").set("User-Agent", ANDROID_CHROME).send({ username: user.username, password }).expect(200);
  await laptop.post("/api/login").set("User-Agent", WINDOWS_FIREFOX).send({ username: user.username, password }).expect(200);
  return { user, phone, laptop };
}

describe("PATCH /api/me", () => {
  it("corrects name, e-mail and phone under registration's rules, audit-logged with old and new values; the new address waits for its link", async () => {
    const { agent, user } = await signedInAgent(t);
    const res = await agent.patch("/api/me").send({
      fullName: "  Ananya Rao ",
      email: "Ananya.Rao@Example.in",
      phoneNumber: "+91 98765-43210",
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      fullName: "Ananya Rao",
      email: user.email,
      pendingEmail: "ananya.rao@example.in",
      phoneNumber: "+919876543210",
    });
    expect(res.body).not.toHaveProperty("password");
    expect((await agent.get("/api/user")).body).toMatchObject({
      fullName: "Ananya Rao",
      email: user.email,
      pendingEmail: "ananya.rao@example.in",
    });
    const [audit] = await queryRows<{ user_id: number; old_value: unknown; new_value: unknown }>(
      t.db,
      sql`select user_id, old_value, new_value from ${auditLogsAsRead} where action_type = 'update_profile' and entity_id = ${String(user.id)}`,
    );
    expect(audit).toEqual({
      user_id: user.id,
      // Which fields changed is the row's own; the values are the customer's, kept beside it until erasure.
      old_value: {
        changed: ["fullName", "email", "phoneNumber"],
        fullName: user.fullName,
        email: user.email,
        phoneNumber: user.phoneNumber,
      },
      new_value: { fullName: "Ananya Rao", email: "ananya.rao@example.in", phoneNumber: "+919876543210" },
    });
  });

  it("tells the old address that a change was asked for, and clears the phone with an empty value", async () => {
    const { agent, user } = await signedInAgent(t);
    await agent
      .patch("/api/me")
      .send({ email: `new.${user.email}`, phoneNumber: "", currentPassword: DEFAULT_PASSWORD })
      .expect(200);
    expect((await agent.get("/api/user")).body.phoneNumber).toBeNull();
    const mails = await queryRows<{ to: string; kind: string }>(
      t.db,
      sql`select payload->>'to' as "to", payload->>'kind' as kind from outbox where payload->>'kind' = 'email_change_requested' and payload->>'to' = ${user.email}`,
    );
    expect(mails).toHaveLength(1);
  });

  it("answers 409 for an e-mail another account has, whatever its case, and changes nothing", async () => {
    const other = await makeUser(t);
    const { agent, user } = await signedInAgent(t);
    const res = await agent
      .patch("/api/me")
      .send({ email: other.email.toUpperCase(), fullName: "Someone Else", currentPassword: DEFAULT_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "An account with this email already exists",
      code: "EMAIL_TAKEN",
      issues: [{ path: "email", message: "An account with this email already exists" }],
    });
    expect((await agent.get("/api/user")).body).toMatchObject({ email: user.email, fullName: user.fullName });
  });

  it("asks for the current password to change the e-mail address, before it says whether the address is taken", async () => {
    const other = await makeUser(t);
    const { agent, user } = await signedInAgent(t);
    const needed = [{ path: "currentPassword", message: "Please enter your current password to change your e-mail address" }];
    for (const email of [`moved.${user.email}`, other.email]) {
      const res = await agent.patch("/api/me").send({ email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: needed[0].message, code: "VALIDATION_FAILED", issues: needed });
    }
    const wrong = await agent.patch("/api/me").send({ email: other.email, currentPassword: "not-it" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "currentPassword", message: "Your current password is not correct" }]);
    expect((await agent.get("/api/user")).body.email).toBe(user.email);
    // The name and mobile number need no password.
    expect((await agent.patch("/api/me").send({ fullName: "Meera Iyer", phoneNumber: "9876512345" })).status).toBe(200);
    expect((await agent.patch("/api/me").send({ email: `moved.${user.email}`, currentPassword: DEFAULT_PASSWORD })).body.pendingEmail).toBe(
      `moved.${user.email}`,
    );
  });

  it("counts a wrong password given to change the e-mail towards the login lockout", async () => {
    const { agent, user } = await signedInAgent(t);
    for (let i = 0; i < 5; i++)
      expect((await agent.patch("/api/me").send({ email: `guess${i}@example.in`, currentPassword: `guess${i}` })).status).toBe(400);
    expect((await agent.patch("/api/me").send({ email: `moved.${user.email}`, currentPassword: DEFAULT_PASSWORD })).status).toBe(429);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(429);
  });

  it("counts every e-mail change against the registration limit of the network, and nothing else it changes", async () => {
    // Its own database: the tests above changed addresses from this network too.
    const limited = await createTestApp({ RATE_LIMIT_REGISTER: "3" });
    onTestFinished(() => limited.close());
    const user = await makeUser(limited);
    const agent = request.agent(limited.app);
    await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    for (let i = 0; i < 5; i++)
      expect((await agent.patch("/api/me").send({ fullName: `Name Number ${"I".repeat(i + 1)}`, email: user.email })).status).toBe(200);
    const taken = await makeUser(limited);
    expect((await agent.patch("/api/me").send({ email: taken.email, currentPassword: DEFAULT_PASSWORD })).status).toBe(409);
    expect((await agent.patch("/api/me").send({ email: `a.${user.email}` })).status).toBe(400);
    expect((await agent.patch("/api/me").send({ email: `b.${user.email}`, currentPassword: DEFAULT_PASSWORD })).status).toBe(200);
    const limitedOut = await agent.patch("/api/me").send({ email: `c.${user.email}`, currentPassword: DEFAULT_PASSWORD });
    expect(limitedOut.status).toBe(429);
    expect(limitedOut.body).toEqual({
      message: "Too many e-mail address changes from this network. Please try again later.",
      code: "RATE_LIMITED",
    });
    expect(limitedOut.headers["retry-after"]).toBeDefined();
    // One count with registration: the same network cannot register either.
    const register = await request(limited.app)
      .post("/api/register")
      .send({ username: "fresh_from_here", password: "Fr3sh!pass", email: "fresh@example.in", fullName: "Fresh Person" });
    expect(register.status).toBe(429);
    expect((await agent.patch("/api/me").send({ fullName: "Still Allowed" })).status).toBe(200);
  });

  it("keeps one's own e-mail in another case as a correction, not a clash", async () => {
    const { agent, user } = await signedInAgent(t);
    expect((await agent.patch("/api/me").send({ email: user.email.toUpperCase() })).status).toBe(200);
  });

  it("refuses invalid values with registration's messages, fields it does not change, and an empty body", async () => {
    const { agent } = await signedInAgent(t);
    const bad = await agent.patch("/api/me").send({ email: "not-an-email", fullName: "A", phoneNumber: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Please enter a valid email" },
        { path: "fullName", message: "Full name must be at least 2 characters" },
        { path: "phoneNumber", message: "Mobile number must be 10 digits" },
      ]),
    );
    expect((await agent.patch("/api/me").send({ username: "taken_over" })).status).toBe(400);
    expect((await agent.patch("/api/me").send({ role: "superadmin" })).status).toBe(400);
    expect((await agent.patch("/api/me").send({})).body.message).toBe("Nothing to change: send fullName, email or phoneNumber");
    expect((await request(t.app).patch("/api/me").send({ fullName: "Nobody Here" })).status).toBe(401);
  });
});

describe("POST /api/me/password", () => {
  it("changes the password, ends every other session and keeps this one on a new session id", async () => {
    const { user, phone, laptop } = await twoDevices();
    const before = (await queryRows<{ sid: string }>(t.db, sql`select sid from sessions where user_id = ${user.id}`)).map((r) => r.sid);
    const res = await phone.post("/api/me/password").send({ currentPassword: DEFAULT_PASSWORD, newPassword: "N3w!passw0rd" });
    expect(res.status).toBe(200);
    expect((await phone.get("/api/user")).status).toBe(200);
    expect((await laptop.get("/api/user")).status).toBe(401);
    const after = (await queryRows<{ sid: string }>(t.db, sql`select sid from sessions where user_id = ${user.id}`)).map((r) => r.sid);
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);

    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(401);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: "N3w!passw0rd" })).status).toBe(200);
    expect((await phone.get("/api/notifications")).body.items[0]).toMatchObject({ kind: "password_changed" });
    const [audit] = await queryRows<{ new_value: unknown }>(
      t.db,
      sql`select new_value from audit_logs where action_type = 'change_password' and entity_id = ${String(user.id)}`,
    );
    expect(audit.new_value).toEqual({ otherSessionsEnded: 1 });
  });

  it("says on the field when the current password is wrong, and counts it towards the login lockout", async () => {
    const { user, phone } = await twoDevices();
    const wrong = await phone.post("/api/me/password").send({ currentPassword: "not-it", newPassword: "N3w!passw0rd" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "currentPassword", message: "Your current password is not correct" }]);
    // Default limit: 5 failed attempts per username and address, shared with the login form.
    for (let i = 0; i < 3; i++)
      expect((await phone.post("/api/me/password").send({ currentPassword: `guess${i}`, newPassword: "N3w!passw0rd" })).status).toBe(400);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: "guess-at-login" })).status).toBe(401);
    const locked = await phone.post("/api/me/password").send({ currentPassword: DEFAULT_PASSWORD, newPassword: "N3w!passw0rd" });
    expect(locked.status).toBe(429);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(429);
  });

  it("applies the password policy and refuses the same password again", async () => {
    const { agent } = await signedInAgent(t);
    const weak = await agent.post("/api/me/password").send({ currentPassword: DEFAULT_PASSWORD, newPassword: "abcdefgh" });
    expect(weak.status).toBe(400);
    expect(weak.body.issues).toEqual([{ path: "newPassword", message: "Password must have a number and a symbol" }]);
    const same = await agent.post("/api/me/password").send({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(same.body.issues).toEqual([{ path: "newPassword", message: "Your new password must be different from the current one" }]);
    expect((await request(t.app).post("/api/me/password").send({ currentPassword: "x", newPassword: "N3w!passw0rd" })).status).toBe(401);
  });
});

describe("GET and DELETE /api/me/sessions", () => {
  it("lists the devices with a readable name, address and last seen, marks this one, and never shows a session id", async () => {
    const { user, phone } = await twoDevices();
    const res = await phone.get("/api/me/sessions");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      device: "Chrome on Android",
      browser: "Chrome",
      os: "Android",
      current: true,
      ipAddress: expect.any(String),
      lastSeen: expect.any(String),
      signedInAt: expect.any(String),
    });
    expect(res.body[1]).toMatchObject({ device: "Firefox on Windows", browser: "Firefox", os: "Windows", current: false });
    const sids = (await queryRows<{ sid: string }>(t.db, sql`select sid from sessions where user_id = ${user.id}`)).map((r) => r.sid);
    for (const sid of sids) expect(JSON.stringify(res.body)).not.toContain(sid);
    expect(new Set(res.body.map((s: { id: string }) => s.id)).size).toBe(2);
  });

  it("signs out every other device and keeps this one", async () => {
    const { phone, laptop } = await twoDevices();
    const res = await laptop.delete("/api/me/sessions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 1 });
    expect((await phone.get("/api/user")).status).toBe(401);
    expect((await laptop.get("/api/me/sessions")).body).toEqual([expect.objectContaining({ device: "Firefox on Windows", current: true })]);
    expect((await request(t.app).get("/api/me/sessions")).status).toBe(401);
  });
});
