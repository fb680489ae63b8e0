import { sql } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_ANSWER, LINK_NOT_VALID } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";
import { validLoan } from "../../../tests/setup/factories";
import { linkToken, mailbox } from "../../../tests/setup/mailbox";
import { DEFAULT_PASSWORD, createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let box: ReturnType<typeof mailbox>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  box = mailbox(t);
});
afterAll(() => t.close());

const registration = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    username: `recover_${seq}_${process.pid}`,
    password: DEFAULT_PASSWORD,
    email: `recover.${seq}.${process.pid}@example.in`,
    fullName: "Asha Verma",
    ...extra,
  };
};

async function register(extra: Record<string, unknown> = {}) {
  const agent = request.agent(t.app);
  const body = registration(extra);
  const res = await agent.post("/api/register").send(body).expect(201);
  return { agent, user: res.body, body };
}

const ofKind = async (kind: string) => (await box.fresh()).filter((m) => m.kind === kind);
const origin = () => t.config.publicUrl;

describe("e-mail verification", () => {
  it("registration e-mails one single-use link, greets nobody by name, keeps only the token's hash, and signs nobody in", async () => {
    await box.fresh();
    const { agent, user, body } = await register({ fullName: "Ravi Kumar" });
    expect(user.emailVerifiedAt).toBeNull();
    const mails = await box.fresh();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([["email_verification", body.email]]);
    const [mail] = mails;
    expect(mail.subject).toBe("Verify your e-mail address for GharSetu");
    expect(mail.text).toContain("Hello,");
    expect(mail.text).not.toContain("Ravi Kumar");
    expect(mail.text).toMatch(/Link valid until: +\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/i);
    expect(mail.html).toContain(`href="${origin()}/verify-email#token=`);
    const token = linkToken(mail, "/verify-email", origin());
    // Neither the tokens table nor the outbox row holds the token itself.
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from account_tokens where token_hash = ${token}) + (select count(*) from outbox where payload::text like ${`%${token}%`}) as n`,
    );
    expect(Number(n)).toBe(0);

    // Opened in another browser: verified, and that browser is not signed in by it.
    const other = request.agent(t.app);
    const res = await other.post("/api/email/verify").send({ token }).expect(200);
    expect(res.body).toEqual({ message: "Your e-mail address is verified. Thank you.", email: body.email });
    await other.get("/api/user").expect(401);
    expect((await agent.get("/api/user").expect(200)).body.emailVerifiedAt).not.toBeNull();
    // Single use.
    const again = await other.post("/api/email/verify").send({ token }).expect(400);
    expect(again.body).toEqual({ message: LINK_NOT_VALID, code: "LINK_NOT_VALID" });
  });

  it("until the address is verified, events reach the app but not the mailbox; the spec's client can apply at once", async () => {
    const { agent, user } = await register();
    const verification = (await ofKind("email_verification"))[0];
    await agent.post("/api/loan-applications").send(validLoan()).expect(201);
    const notes = (await agent.get("/api/notifications").expect(200)).body;
    expect(notes.items.map((n: { kind: string }) => n.kind)).toContain("loan_submitted");
    expect((await box.fresh()).filter((m) => m.to === user.email)).toEqual([]);

    await request(t.app)
      .post("/api/email/verify")
      .send({ token: linkToken(verification, "/verify-email", origin()) })
      .expect(200);
    await agent.post("/api/loan-applications").send(validLoan()).expect(201);
    expect((await box.fresh()).map((m) => [m.kind, m.to])).toEqual([["loan_submitted", user.email]]);
  });

  it("refuses tampered, expired, foreign-purpose and other accounts' links with one clear answer, never a session", async () => {
    const { user } = await register();
    const token = linkToken((await ofKind("email_verification"))[0], "/verify-email", origin());
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const body of [{ token: tampered }, { token: "short" }, { token: `${token}!` }, {}]) {
      const res = await request(t.app).post("/api/email/verify").send(body).expect(400);
      expect(res.body.message).toBe(LINK_NOT_VALID);
    }
    // A verification link is no password-reset link.
    expect((await request(t.app).post("/api/password/reset/check").send({ token }).expect(400)).body.code).toBe("LINK_NOT_VALID");
    // Signed in as somebody else: told so, and nothing changes.
    const stranger = await signedInAgent(t);
    const foreign = await stranger.agent.post("/api/email/verify").send({ token }).expect(400);
    expect(foreign.body.code).toBe("LINK_FOR_ANOTHER_ACCOUNT");
    // Expired (24 hours on).
    await t.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expect((await request(t.app).post("/api/email/verify").send({ token }).expect(400)).body.message).toBe(LINK_NOT_VALID);
    const [row] = await queryRows<{ verified: string | null }>(
      t.db,
      sql`select email_verified_at as verified from users where id = ${user.id}`,
    );
    expect(row.verified).toBeNull();
  });

  it("Resend sends a new link that voids the older one, at most RATE_LIMIT_ACCOUNT_LINKS an hour; staff see the address is not verified", async () => {
    const { agent, user } = await register();
    const first = linkToken((await ofKind("email_verification"))[0], "/verify-email", origin());
    const res = await agent.post("/api/me/email/verification").expect(202);
    expect(res.body.message).toBe(`We have sent a new link to ${user.email}. It is valid for 24 hours.`);
    const second = linkToken((await ofKind("email_verification"))[0], "/verify-email", origin());
    expect(second).not.toBe(first);
    await request(t.app).post("/api/email/verify").send({ token: first }).expect(400);

    for (let i = 2; i <= 5; i++) await agent.post("/api/me/email/verification").expect(202);
    const limited = await agent.post("/api/me/email/verification").expect(429);
    expect(limited.body.message).toMatch(/You can ask for 5 links an hour/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const admin = await signedInAgent(t, "admin");
    const listed = (await admin.agent.get("/api/admin/users").query({ q: user.username }).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: user.id, emailVerifiedAt: null })]);

    const verified = await signedInAgent(t);
    expect((await verified.agent.post("/api/me/email/verification").expect(409)).body.message).toBe(
      "Your e-mail address is already verified",
    );
  });

  it("accounts made by an operator, the seed or before this existed count as verified", async () => {
    const made = await makeUser(t);
    expect(made.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("names that go into e-mails", () => {
  it("are one line of letters of any script, spaces and .'- (no links, no digits)", async () => {
    for (const fullName of ["Your KYC FAILED. Re-verify in 24h: https://evil.example", "Asha\nVerma", "Asha <b>Verma</b>", "Agent 007"]) {
      const res = await request(t.app).post("/api/register").send(registration({ fullName })).expect(400);
      expect(res.body.issues).toContainEqual({
        path: "fullName",
        message: "Name can only contain letters, spaces, dots, apostrophes and hyphens",
      });
      expect(res.body.issues.every((i: { path: string }) => i.path === "fullName")).toBe(true);
    }
    for (const fullName of ["आशा वर्मा", "D'Souza-Pereira Jr.", "Zoë Ñúñez"]) {
      await request(t.app).post("/api/register").send(registration({ fullName })).expect(201);
    }
    const { agent } = await signedInAgent(t);
    await agent.patch("/api/me").send({ fullName: "Visit http://x.example" }).expect(400);
  });
});

describe("forgotten password", () => {
  it("answers the same to a username, an e-mail address and a name nobody has; only a real account is e-mailed", async () => {
    const user = await makeUser(t);
    await box.fresh();
    const answers = [];
    for (const login of [user.username, user.email.toUpperCase(), "nobody-has-this-name", "nobody@example.in"]) {
      const res = await request(t.app).post("/api/password/forgot").send({ login }).expect(202);
      answers.push({ body: res.body, type: res.headers["content-type"], length: res.headers["content-length"] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const mails = await box.fresh();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["password_reset", user.email],
      ["password_reset", user.email],
    ]);
    expect(mails[0].text).toMatch(/Link valid until/);
  });

  it("a newer link voids the older; the link sets a password under the policy once, ends every session, clears the lockout and e-mails a notice", async () => {
    const user = await makeUser(t);
    const signedIn = request.agent(t.app);
    await signedIn.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    // Locked out by wrong guesses.
    for (let i = 0; i < 5; i++) await request(t.app).post("/api/login").send({ username: user.username, password: "Wrong@1234" });
    await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(429);
    await box.fresh();

    await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    const tokens = (await box.fresh()).filter((m) => m.kind === "password_reset").map((m) => linkToken(m, "/reset-password", origin()));
    expect(tokens).toHaveLength(2);
    // Only the newer of the two works (the files may carry one time, so each is asked).
    const checks = await Promise.all(
      tokens.map(async (token) => ({ token, res: await request(t.app).post("/api/password/reset/check").send({ token }) })),
    );
    expect(checks.map((c) => c.res.status).sort()).toEqual([200, 400]);
    expect(checks.find((c) => c.res.status === 400)!.res.body.code).toBe("LINK_NOT_VALID");
    expect(checks.find((c) => c.res.status === 200)!.res.body).toEqual({ valid: true });
    const newer = checks.find((c) => c.res.status === 200)!.token;

    // The policy answers on the field, and the link stays good.
    const weak = await request(t.app).post("/api/password/reset").send({ token: newer, newPassword: "abcdefgh" }).expect(400);
    expect(weak.body.issues[0].path).toBe("newPassword");
    const done = await request(t.app).post("/api/password/reset").send({ token: newer, newPassword: "Fresh@2026x" }).expect(200);
    expect(done.body.message).toMatch(/Please log in with your new password/);
    await request(t.app).post("/api/password/reset").send({ token: newer, newPassword: "Other@2026x" }).expect(400);

    await signedIn.get("/api/user").expect(401);
    await request(t.app).post("/api/login").send({ username: user.username, password: "Fresh@2026x" }).expect(200);
    const notice = (await box.fresh()).find((m) => m.kind === "password_changed")!;
    expect(notice.subject).toBe("Your password was reset");
    expect(notice.text).toMatch(/When: +\d{1,2} \w{3} \d{4}, .* IST/);
    const [audit] = await queryRows<{ action_type: string; user_id: number }>(
      t.db,
      sql`select action_type, user_id from ${auditLogsAsRead} where entity_id = ${user.id} and action_type = 'password_reset'`,
    );
    expect(audit).toEqual({ action_type: "password_reset", user_id: user.id });
  });

  it("a link lives 30 minutes; a link for an address the account no longer has is refused", async () => {
    const user = await makeUser(t);
    await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    const token = linkToken((await ofKind("password_reset"))[0], "/reset-password", origin());
    const [{ minutes }] = await queryRows<{ minutes: number }>(
      t.db,
      sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from account_tokens where user_id = ${user.id} and purpose = 'reset_password'`,
    );
    expect(minutes).toBe(30);
    await t.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    await request(t.app).post("/api/password/reset").send({ token, newPassword: "Fresh@2026x" }).expect(400);
  });

  it("is limited per account (silently: the answer never changes) and per network (429)", async () => {
    const user = await makeUser(t);
    await box.fresh();
    for (let i = 0; i < 7; i++) await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    expect((await ofKind("password_reset")).length).toBe(5);

    // Its own database: the network's count in the shared one holds this file's earlier requests.
    const strict = await createTestApp({ RATE_LIMIT_RECOVERY: "3" });
    for (let i = 0; i < 3; i++) await request(strict.app).post("/api/password/forgot").send({ login: "someone" }).expect(202);
    const limited = await request(strict.app).post("/api/password/forgot").send({ login: "someone" }).expect(429);
    expect(limited.body).toEqual({ message: "Too many requests from this network. Please try again in an hour.", code: "RATE_LIMITED" });
    await strict.close();
  });

  it("never writes a token into the log", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const logged = await createTestApp({}, t, pino({ level: "trace" }, sink));
    const user = await makeUser(t);
    await request(logged.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    await logged.settled();
    const token = linkToken((await ofKind("password_reset"))[0], "/reset-password", origin());
    await request(logged.app).post("/api/password/reset/check").send({ token }).expect(200);
    await request(logged.app).post("/api/password/reset").send({ token, newPassword: "Fresh@2026x" }).expect(200);
    await request(logged.app).post("/api/email/verify").send({ token }).expect(400);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(token);
    await logged.close();
  });
});

describe("changing the e-mail address", () => {
  it("waits for the new address's link, tells the old one with a way to stop it, and 'this wasn't me' ends every session and alerts staff", async () => {
    const { agent, user } = await signedInAgent(t);
    const staff = await makeUser(t, { role: "superadmin" });
    await box.fresh();
    const newEmail = `moved.${process.pid}.${++seq}@example.in`;
    const res = await agent.patch("/api/me").send({ email: newEmail, currentPassword: DEFAULT_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const mails = await box.fresh();
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ["email_change_requested", user.email],
      ["email_verification", newEmail],
    ]);
    const told = mails.find((m) => m.kind === "email_change_requested")!;
    expect(told.text).toContain("an address at example.in");
    expect(told.text).not.toContain(newEmail);

    // The new address's link makes the change; the old one hears it is done.
    const verify = linkToken(
      mails.find((m) => m.kind === "email_verification")!,
      "/verify-email",
      origin(),
    );
    await agent.post("/api/email/verify").send({ token: verify }).expect(200);
    expect((await agent.get("/api/user").expect(200)).body).toMatchObject({ email: newEmail, pendingEmail: null });
    const done = (await box.fresh()).find((m) => m.kind === "email_changed")!;
    expect(done.to).toBe(user.email);

    // The owner of the old address says it was not them: put back, signed out, staff alerted.
    const report = linkToken(done, "/report-email-change", origin());
    const reported = await request(t.app).post("/api/email/report-change").send({ token: report }).expect(200);
    expect(reported.body.message).toMatch(/The change is undone/);
    await agent.get("/api/user").expect(401);
    const [row] = await queryRows<{ email: string; pending: string | null }>(
      t.db,
      sql`select email, pending_email as pending from users where id = ${user.id}`,
    );
    expect(row).toEqual({ email: user.email, pending: null });
    const staffAgent = request.agent(t.app);
    await staffAgent.post("/api/login").send({ username: staff.username, password: DEFAULT_PASSWORD }).expect(200);
    const alerts = (await staffAgent.get("/api/notifications").expect(200)).body.items;
    expect(alerts).toEqual([
      expect.objectContaining({ kind: "email_change_reported", title: `Security alert: customer #${user.id} reported an e-mail change` }),
    ]);
    expect((await box.fresh()).find((m) => m.kind === "email_change_reported")?.to).toBe(user.email);
    await request(t.app).post("/api/email/report-change").send({ token: report }).expect(400);
  });

  it("the first link (before the new address is verified) stops the change", async () => {
    const { agent, user } = await signedInAgent(t);
    await box.fresh();
    await agent
      .patch("/api/me")
      .send({ email: `other.${process.pid}.${++seq}@example.in`, currentPassword: DEFAULT_PASSWORD })
      .expect(200);
    const mails = await box.fresh();
    const report = linkToken(
      mails.find((m) => m.kind === "email_change_requested")!,
      "/report-email-change",
      origin(),
    );
    const verify = linkToken(
      mails.find((m) => m.kind === "email_verification")!,
      "/verify-email",
      origin(),
    );
    await request(t.app).post("/api/email/report-change").send({ token: report }).expect(200);
    // The pending address's link no longer works.
    await request(t.app).post("/api/email/verify").send({ token: verify }).expect(400);
    const [row] = await queryRows<{ email: string; pending: string | null }>(
      t.db,
      sql`select email, pending_email as pending from users where id = ${user.id}`,
    );
    expect(row).toEqual({ email: user.email, pending: null });
  });
});

describe("taking an account over through its address", () => {
  it("the address given up stays its owner's for the report window; the report makes the password unusable and e-mails a reset link there", async () => {
    const { agent, user } = await signedInAgent(t);
    const moved = `taken.${process.pid}.${++seq}@example.in`;
    await agent.patch("/api/me").send({ email: moved, currentPassword: DEFAULT_PASSWORD }).expect(200);
    await request(t.app)
      .post("/api/email/verify")
      .send({ token: linkToken((await ofKind("email_verification"))[0], "/verify-email", origin()) })
      .expect(200);
    const done = (await box.fresh()).find((m) => m.kind === "email_changed")!;
    // Whoever changed it cannot park another account on the old address.
    const squat = await request(t.app)
      .post("/api/register")
      .send(registration({ email: user.email }))
      .expect(409);
    expect(squat.body.message).toBe("An account with this email already exists");

    await request(t.app)
      .post("/api/email/report-change")
      .send({ token: linkToken(done, "/report-email-change", origin()) })
      .expect(200);
    // The password whoever made the change knows no longer works; the owner sets a new one from the address given back.
    await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(401);
    const secured = (await box.fresh()).find((m) => m.kind === "email_change_reported")!;
    expect(secured.to).toBe(user.email);
    const reset = linkToken(secured, "/reset-password", origin());
    await request(t.app).post("/api/password/reset").send({ token: reset, newPassword: "Mine@Again2026" }).expect(200);
    await request(t.app).post("/api/login").send({ username: user.username, password: "Mine@Again2026" }).expect(200);
  });

  it("a second change does not void the owner's link from the first", async () => {
    const { agent, user } = await signedInAgent(t);
    const first = `first.${process.pid}.${++seq}@example.in`;
    await agent.patch("/api/me").send({ email: first, currentPassword: DEFAULT_PASSWORD }).expect(200);
    const request1 = (await box.fresh()).filter((m) => m.kind === "email_change_requested");
    await agent
      .patch("/api/me")
      .send({ email: `second.${process.pid}.${seq}@example.in`, currentPassword: DEFAULT_PASSWORD })
      .expect(200);
    await request(t.app)
      .post("/api/email/report-change")
      .send({ token: linkToken(request1[0], "/report-email-change", origin()) })
      .expect(200);
    const [row] = await queryRows<{ email: string; pending: string | null }>(
      t.db,
      sql`select email, pending_email as pending from users where id = ${user.id}`,
    );
    expect(row).toEqual({ email: user.email, pending: null });
  });

  it("a password reset drops an address change still waiting for its link", async () => {
    const { agent, user } = await signedInAgent(t);
    await agent
      .patch("/api/me")
      .send({ email: `pending.${process.pid}.${++seq}@example.in`, currentPassword: DEFAULT_PASSWORD })
      .expect(200);
    const verify = linkToken((await ofKind("email_verification"))[0], "/verify-email", origin());
    await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    const reset = linkToken((await ofKind("password_reset"))[0], "/reset-password", origin());
    await request(t.app).post("/api/password/reset").send({ token: reset, newPassword: "Owner@Back2026" }).expect(200);
    await request(t.app).post("/api/email/verify").send({ token: verify }).expect(400);
    const [row] = await queryRows<{ email: string; pending: string | null }>(
      t.db,
      sql`select email, pending_email as pending from users where id = ${user.id}`,
    );
    expect(row).toEqual({ email: user.email, pending: null });
  });

  it("a link cut short or altered in shape is answered as a link that cannot be used", async () => {
    for (const path of ["/api/email/verify", "/api/password/reset/check", "/api/email/report-change"]) {
      for (const token of ["abc", "x".repeat(43) + "!", undefined]) {
        const res = await request(t.app).post(path).send({ token }).expect(400);
        expect(res.body).toEqual({ message: LINK_NOT_VALID, code: "LINK_NOT_VALID" });
      }
    }
  });

  it("a name saved before names were checked is never printed in an e-mail", async () => {
    const { agent, user } = await signedInAgent(t);
    await t.db.execute(sql`update users set full_name = 'Your KYC FAILED. Re-verify: https://evil.example' where id = ${user.id}`);
    await box.fresh();
    await agent.post("/api/loan-applications").send(validLoan()).expect(201);
    const [mail] = await ofKind("loan_submitted");
    expect(mail.text).toContain("Hello,");
    expect(mail.text).not.toContain("evil.example");
    for (const fullName of ["Visit evil.com now", "Re-verify KYC at gharsetu-kyc.in"]) {
      expect((await agent.patch("/api/me").send({ fullName }).expect(400)).body.issues).toEqual([
        { path: "fullName", message: "Name cannot contain a web address" },
      ]);
    }
    await agent.patch("/api/me").send({ fullName: "A.K. Sharma" }).expect(200);
  });
});

describe("security e-mails", () => {
  it("a sign-in from a new browser is e-mailed with the time in IST and the browser; the same browser again is not", async () => {
    const user = await makeUser(t);
    await box.fresh();
    const browser = request.agent(t.app);
    const ua = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    await browser.post("/api/login").set("User-Agent", ua).send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    const [alert] = await ofKind("new_sign_in");
    expect(alert.to).toBe(user.email);
    expect(alert.text).toMatch(/When: +\d{1,2} \w{3} \d{4}, .* IST/);
    expect(alert.text).toMatch(/Browser: +Chrome on Android/);
    expect(alert.text).toContain(`${origin()}/forgot-password`);
    await browser.post("/api/logout").expect(200);
    await browser.post("/api/login").set("User-Agent", ua).send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    expect(await ofKind("new_sign_in")).toEqual([]);
  });

  it("a lockout is e-mailed once, with a link to reset the password", async () => {
    const user = await makeUser(t);
    await box.fresh();
    for (let i = 0; i < 6; i++) await request(t.app).post("/api/login").send({ username: user.username, password: "Wrong@1234" });
    const locked = await ofKind("account_locked");
    expect(locked).toHaveLength(1);
    const token = linkToken(locked[0], "/reset-password", origin());
    await request(t.app).post("/api/password/reset/check").send({ token }).expect(200);
  });

  it("every e-mail links back to the app at PUBLIC_URL", async () => {
    const { agent } = await signedInAgent(t);
    await box.fresh();
    const { body } = await agent.post("/api/loan-applications").send(validLoan()).expect(201);
    const [mail] = await ofKind("loan_submitted");
    expect(mail.text).toContain(`See it in GharSetu: ${origin()}/loans/${body.id}`);
    expect(mail.html).toContain(`<a href="${origin()}/loans/${body.id}`);
  });

  it("deleting the account e-mails a goodbye to the address it had, which stays nowhere readable in the database", async () => {
    const { agent, user } = await signedInAgent(t);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where payload::text ilike ${`%${user.email}%`}`,
    );
    expect(n).toBe(0);
    const [bye] = await ofKind("account_deleted");
    expect(bye.to).toBe(user.email);
    expect(bye.subject).toBe("Your GharSetu account was deleted");
  });
});
