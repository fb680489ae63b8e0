import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_CODE_PROMPT, TWO_FACTOR_SETUP_REQUIRED } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";
import { mailbox } from "../../../tests/setup/mailbox";
import { DEFAULT_PASSWORD, createTestApp, makeUser, type TestApp } from "../../../tests/setup/test-app";
import type { Role } from "../../../shared/schema";
import { nowMs } from "../../../shared/clock";
import { freezeClock } from "../../../tests/setup/clock";

// Codes are read against the app's clock, stopped ten seconds into a 30 s period: "the next period" is always the same one.
freezeClock("2026-06-17T06:30:10Z");

let t: TestApp;
let box: ReturnType<typeof mailbox>;

beforeAll(async () => {
  t = await createTestApp({ STAFF_TWO_FACTOR: "required" });
  box = mailbox(t);
});
afterAll(() => t.close());

/** The code an authenticator app shows for the key, `steps` periods of 30 s from now. */
const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: nowMs() + steps * 30_000,
  });

async function signIn(username: string, password = DEFAULT_PASSWORD) {
  const agent = request.agent(t.app);
  const res = await agent.post("/api/login").send({ username, password });
  return { agent, res };
}

/** A signed-in account of the role that has turned two-factor sign-in on: its key and recovery codes. */
async function enrolled(role: Role = "user") {
  const user = await makeUser(t, { role });
  const { agent } = await signIn(user.username);
  const setup = await agent.post("/api/me/two-factor/setup").send({ currentPassword: DEFAULT_PASSWORD }).expect(200);
  const enabled = await agent
    .post("/api/me/two-factor/enable")
    .send({ code: codeFor(setup.body.secret) })
    .expect(200);
  return { user, agent, key: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

describe("enrolling", () => {
  it("needs the password, gives a key as text and QR, turns on with a code, ends other sessions, and shows ten recovery codes once", async () => {
    const user = await makeUser(t);
    const { agent } = await signIn(user.username);
    const { agent: otherDevice } = await signIn(user.username);
    expect((await agent.get("/api/me/two-factor").expect(200)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const wrong = await agent.post("/api/me/two-factor/setup").send({ currentPassword: "not-it" }).expect(400);
    expect(wrong.body.issues).toEqual([{ path: "currentPassword", message: "Your current password is not correct" }]);
    const setup = (await agent.post("/api/me/two-factor/setup").send({ currentPassword: DEFAULT_PASSWORD }).expect(200)).body;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/GharSetu:${user.username}?issuer=GharSetu&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qr.length).toBeGreaterThanOrEqual(21);
    expect(setup.qr.every((row: boolean[]) => row.length === setup.qr.length)).toBe(true);
    // The key is kept sealed, never as typed.
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from two_factor_keys where sealed_secret like ${`%${setup.secret}%`}`,
    );
    expect(n).toBe(0);

    const badCode = await agent
      .post("/api/me/two-factor/enable")
      .send({ code: String((Number(codeFor(setup.secret)) + 1) % 1_000_000).padStart(6, "0") })
      .expect(400);
    expect(badCode.body.issues).toEqual([{ path: "code", message: "That code is not correct" }]);
    await box.fresh();
    const on = (
      await agent
        .post("/api/me/two-factor/enable")
        .send({ code: codeFor(setup.secret) })
        .expect(200)
    ).body;
    expect(on.recoveryCodes).toHaveLength(10);
    expect(new Set(on.recoveryCodes).size).toBe(10);
    for (const c of on.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [{ stored }] = await queryRows<{ stored: number }>(
      t.db,
      sql`select count(*)::int as stored from two_factor_recovery_codes where code_hash in ${on.recoveryCodes}`,
    );
    expect(stored).toBe(0);

    expect((await agent.get("/api/me/two-factor").expect(200)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    await agent.get("/api/user").expect(200);
    await otherDevice.get("/api/user").expect(401);
    expect((await box.fresh()).map((m) => [m.kind, m.to])).toEqual([["two_factor_enabled", user.email]]);
    // Moving it to another app means turning it off first.
    await agent.post("/api/me/two-factor/setup").send({ currentPassword: DEFAULT_PASSWORD }).expect(409);
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password (not signed in until then), takes the right one, and refuses it again (no replay)", async () => {
    const { user, key } = await enrolled();
    const { agent, res } = await signIn(user.username);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ twoFactorRequired: true, message: LOGIN_CODE_PROMPT });
    await agent.get("/api/user").expect(401);

    const wrong = await agent.post("/api/login/two-factor").send({ code: "000000" }).expect(401);
    expect(wrong.body.message).toMatch(/That code is not correct/);
    // The enrolment used this period's code: the next period's is the one the app shows now or shortly.
    const code = codeFor(key, 1);
    const ok = await agent
      .post("/api/login/two-factor")
      .send({ code: code.replace(/(\d{3})/, "$1 ") })
      .expect(200);
    expect(ok.body).toMatchObject({ id: user.id, username: user.username });
    await agent.get("/api/user").expect(200);

    // The same code, in another sign-in within its window: refused.
    const { agent: again } = await signIn(user.username);
    await again.post("/api/login/two-factor").send({ code }).expect(401);
    await again.get("/api/user").expect(401);
    const [audit] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${auditLogsAsRead} where subject_id = ${user.id} and action_type = 'login_failed'`,
    );
    expect(audit.n).toBe(2);
  });

  it("takes each recovery code once", async () => {
    const { user, recoveryCodes } = await enrolled();
    const first = await signIn(user.username);
    await first.agent.post("/api/login/two-factor").send({ code: recoveryCodes[3].toUpperCase() }).expect(200);
    const second = await signIn(user.username);
    await second.agent.post("/api/login/two-factor").send({ code: recoveryCodes[3] }).expect(401);
    expect((await first.agent.get("/api/me/two-factor").expect(200)).body.recoveryCodesLeft).toBe(9);
  });

  it("counts wrong codes towards the lockout, and a code without the password first gets nowhere", async () => {
    const { user, key } = await enrolled();
    const { agent } = await signIn(user.username);
    // The password step counted once: four wrong codes reach the superadmin's limit of five from this network.
    for (let i = 0; i < 4; i++) await agent.post("/api/login/two-factor").send({ code: "000000" }).expect(401);
    const locked = await agent
      .post("/api/login/two-factor")
      .send({ code: codeFor(key, 1) })
      .expect(429);
    expect(locked.body.message).toMatch(/Too many failed login attempts/);

    const stranger = request.agent(t.app);
    const res = await stranger
      .post("/api/login/two-factor")
      .send({ code: codeFor(key) })
      .expect(401);
    expect(res.body).toEqual({ message: "Your sign-in has expired. Please enter your password again.", code: "SIGN_IN_EXPIRED" });
  });

  it("an account without it signs in as before (the spec's client)", async () => {
    const user = await makeUser(t);
    const { res } = await signIn(user.username);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(user.username);
  });
});

describe("guessing codes", () => {
  it("a right password does not wipe the count of wrong codes: CODE_ATTEMPTS_PER_HOUR wrong codes from many networks lock the code step, and the owner hears the password was used", async () => {
    const { user, key } = await enrolled();
    // Behind a proxy that names each client's address, so every round comes from another network.
    const proxied = await createTestApp({ STAFF_TWO_FACTOR: "required", TRUST_PROXY: "loopback" }, t);
    await box.fresh();
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const agent = request.agent(proxied.app);
      const from = `203.0.113.${round + 1}`;
      expect(
        (await agent.post("/api/login").set("X-Forwarded-For", from).send({ username: user.username, password: DEFAULT_PASSWORD })).status,
      ).toBe(202);
      for (let i = 0; i < 2; i++)
        statuses.push((await agent.post("/api/login/two-factor").set("X-Forwarded-For", from).send({ code: "000000" })).status);
    }
    // Two wrong codes a network never lock one network; the account's own count does, at the eleventh.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const agent = request.agent(proxied.app);
    await agent
      .post("/api/login")
      .set("X-Forwarded-For", "198.51.100.7")
      .send({ username: user.username, password: DEFAULT_PASSWORD })
      .expect(202);
    expect(
      (
        await agent
          .post("/api/login/two-factor")
          .set("X-Forwarded-For", "198.51.100.7")
          .send({ code: codeFor(key, 1) })
      ).status,
    ).toBe(429);
    await proxied.close();
  });

  it("the owner hears when the right password was followed by wrong codes", async () => {
    const { user } = await enrolled();
    await box.fresh();
    const { agent } = await signIn(user.username);
    for (let i = 0; i < 5; i++) await agent.post("/api/login/two-factor").send({ code: "000000" });
    const locked = (await box.fresh()).filter((m) => m.kind === "account_locked");
    expect(locked.map((m) => m.subject)).toEqual(["Your password was used, but the two-factor code was wrong"]);
  });

  it("a password reset voids a sign-in waiting for its code", async () => {
    const { user, key } = await enrolled();
    const { agent } = await signIn(user.username);
    await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    const token = /reset-password#token=([\w-]+)/.exec((await box.fresh()).find((m) => m.kind === "password_reset")!.text!)![1];
    await request(t.app).post("/api/password/reset").send({ token, newPassword: "Brand@New2026" }).expect(200);
    const res = await agent
      .post("/api/login/two-factor")
      .send({ code: codeFor(key, 1) })
      .expect(401);
    expect(res.body.code).toBe("SIGN_IN_EXPIRED");
  });
});

describe("staff", () => {
  it("an admin without a second factor cannot open a customer's KYC file either", async () => {
    const customer = await makeUser(t);
    const owner = await signIn(customer.username);
    const uploaded = await owner.agent
      .post("/api/kyc-documents")
      .field("documentType", "Bank Statement")
      .attach("file", Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"), {
        filename: "s.pdf",
        contentType: "application/pdf",
      });
    expect(uploaded.status).toBe(201);
    const admin = await makeUser(t, { role: "admin" });
    const { agent } = await signIn(admin.username);
    const res = await agent.get(`/api/kyc-documents/${uploaded.body.id}/file`).expect(403);
    expect(res.body.code).toBe("TWO_FACTOR_SETUP_REQUIRED");
  });

  it("a customer's second factor is reset only by the operator, not from the staff panel", async () => {
    const boss = await enrolled("superadmin");
    const customer = await enrolled();
    const res = await boss.agent.delete(`/api/admin/users/${customer.user.id}/two-factor`).expect(409);
    expect(res.body.message).toMatch(/Only a staff member's second factor can be reset here/);
  });

  it("must enrol before any staff route while STAFF_TWO_FACTOR is required, and cannot turn it off", async () => {
    const admin = await makeUser(t, { role: "admin" });
    const { agent } = await signIn(admin.username);
    const refused = await agent.get("/api/admin/loan-applications").expect(403);
    expect(refused.body).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED, code: "TWO_FACTOR_SETUP_REQUIRED" });
    expect((await agent.get("/api/me/two-factor").expect(200)).body.required).toBe(true);
    const setup = await agent.post("/api/me/two-factor/setup").send({ currentPassword: DEFAULT_PASSWORD }).expect(200);
    await agent
      .post("/api/me/two-factor/enable")
      .send({ code: codeFor(setup.body.secret) })
      .expect(200);
    await agent.get("/api/admin/loan-applications").expect(200);
    const off = await agent.delete("/api/me/two-factor").send({ currentPassword: DEFAULT_PASSWORD }).expect(403);
    expect(off.body.message).toMatch(/Staff accounts must keep two-factor sign-in on/);

    // Optional: staff routes answer without it.
    const demo = await createTestApp({ STAFF_TWO_FACTOR: "optional" }, t);
    const other = await makeUser(t, { role: "admin" });
    const demoAgent = request.agent(demo.app);
    await demoAgent.post("/api/login").send({ username: other.username, password: DEFAULT_PASSWORD }).expect(200);
    await demoAgent.get("/api/admin/loan-applications").expect(200);
    await demo.close();
  });

  it("a super admin resets another staff member's second factor (audited, their sessions end), never their own", async () => {
    const boss = await enrolled("superadmin");
    const admin = await enrolled("admin");
    const own = await boss.agent.delete(`/api/admin/users/${boss.user.id}/two-factor`).expect(403);
    expect(own.body.message).toBe("You cannot reset your own second factor. Ask another super admin.");
    await admin.agent.delete(`/api/admin/users/${boss.user.id}/two-factor`).expect(403);

    const res = await boss.agent.delete(`/api/admin/users/${admin.user.id}/two-factor`).expect(200);
    expect(res.body.message).toBe(`Two-factor sign-in of ${admin.user.username} was reset. They set it up again when they next sign in.`);
    await admin.agent.get("/api/user").expect(401);
    const [audit] = await queryRows<{ user_id: number; subject_id: number }>(
      t.db,
      sql`select user_id, subject_id from ${auditLogsAsRead} where action_type = 'two_factor_reset' and subject_id = ${admin.user.id}`,
    );
    expect(audit).toEqual({ user_id: boss.user.id, subject_id: admin.user.id });
    // Password only now, and then set up again before any staff page.
    const { agent, res: login } = await signIn(admin.user.username);
    expect(login.status).toBe(200);
    expect((await agent.get("/api/admin/loan-applications").expect(403)).body.code).toBe("TWO_FACTOR_SETUP_REQUIRED");
    await boss.agent.delete(`/api/admin/users/${admin.user.id}/two-factor`).expect(409);
  });
});

describe("turning it off and new recovery codes", () => {
  it("a customer turns it off with the password; new codes need the password and a code and void the old ones", async () => {
    const { agent, key, recoveryCodes, user } = await enrolled();
    const renewed = (
      await agent
        .post("/api/me/two-factor/recovery-codes")
        .send({ currentPassword: DEFAULT_PASSWORD, code: codeFor(key, 1) })
        .expect(200)
    ).body;
    expect(renewed.recoveryCodes).toHaveLength(10);
    const old = await signIn(user.username);
    await old.agent.post("/api/login/two-factor").send({ code: recoveryCodes[0] }).expect(401);
    await agent.delete("/api/me/two-factor").send({ currentPassword: DEFAULT_PASSWORD }).expect(200);
    expect((await box.fresh()).filter((m) => m.to === user.email).map((m) => m.kind)).toContain("two_factor_disabled");
    expect((await signIn(user.username)).res.status).toBe(200);
  });
});
