import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";
import { DEFAULT_PASSWORD, createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The lang cookie an answer sets, as sent (undefined when it sets none). */
function langCookie(res: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const cookies = res.headers["set-cookie"] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).find((c) => c.startsWith("lang="));
}

const languageOf = async (userId: number) =>
  (await queryRows<{ preferred_language: string }>(t.db, sql`select preferred_language from users where id = ${userId}`))[0]
    .preferred_language;

const languageAudits = (userId: number) =>
  queryRows<{ user_id: number; old_value: unknown; new_value: unknown; description: string }>(
    t.db,
    sql`select user_id, old_value, new_value, description from ${auditLogsAsRead}
         where action_type = 'change_language' and entity_id = ${String(userId)} order by id`,
  );

let seq = 0;
const registration = () => {
  seq += 1;
  return {
    username: `lang_reg_${seq}_${process.pid}`,
    password: "Secure@123",
    email: `lang.reg.${seq}.${process.pid}@example.in`,
    fullName: "Meera Iyer",
    privacyNoticeAccepted: true,
  };
};

describe("PUT /api/account/language", () => {
  it("remembers a visitor's choice in the lang cookie for a year, with nothing stored", async () => {
    const before = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`))[0].n;
    const res = await request(t.app).put("/api/account/language").send({ language: "hi" }).expect(200);
    expect(res.body).toEqual({ language: "hi" });
    expect(langCookie(res)).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`))[0].n).toBe(before);
  });

  it("saves a signed-in customer's choice in the profile, audit-logged once per change, and sets the cookie", async () => {
    const { agent, user } = await signedInAgent(t);
    expect((await agent.get("/api/user").expect(200)).body.preferredLanguage).toBe("en");

    const res = await agent.put("/api/account/language").send({ language: "hi" }).expect(200);
    expect(langCookie(res)).toMatch(/^lang=hi;/);
    expect((await agent.get("/api/user").expect(200)).body.preferredLanguage).toBe("hi");
    expect(await languageOf(user.id)).toBe("hi");
    // The same choice again changes nothing, so nothing more is audited.
    await agent.put("/api/account/language").send({ language: "hi" }).expect(200);
    await agent.put("/api/account/language").send({ language: "en" }).expect(200);
    expect(await languageOf(user.id)).toBe("en");

    expect(await languageAudits(user.id)).toEqual([
      {
        user_id: user.id,
        old_value: { preferredLanguage: "en" },
        new_value: { preferredLanguage: "hi" },
        description: `Customer chose to read GharSetu in Hindi (user #${user.id})`,
      },
      {
        user_id: user.id,
        old_value: { preferredLanguage: "hi" },
        new_value: { preferredLanguage: "en" },
        description: `Customer chose to read GharSetu in English (user #${user.id})`,
      },
    ]);
  });

  it("refuses any other value with 400, changing nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    for (const body of [
      { language: "fr" },
      { language: "HI" },
      { language: "hi-IN" },
      {},
      { language: "hi", extra: 1 },
      { language: null },
    ]) {
      const res = await agent.put("/api/account/language").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
      expect(langCookie(res)).toBeUndefined();
    }
    expect((await request(t.app).put("/api/account/language").send({ language: "fr" })).status).toBe(400);
    expect(await languageOf(user.id)).toBe("en");
    expect(await languageAudits(user.id)).toEqual([]);
  });

  it("is in the customer's data export", async () => {
    const { agent } = await signedInAgent(t);
    await agent.put("/api/account/language").send({ language: "hi" }).expect(200);
    const { sections } = JSON.parse((await agent.get("/api/me/export").expect(200)).text);
    expect(sections.profile).toMatchObject({ preferredLanguage: "hi" });
  });
});

describe("registering and signing in", () => {
  it("records the language the customer registered in: the cookie first, else the browser's Accept-Language, else English", async () => {
    const byCookie = await request(t.app)
      .post("/api/register")
      .set("Cookie", "lang=hi")
      .set("Accept-Language", "en-IN,en;q=0.9")
      .send(registration())
      .expect(201);
    expect(byCookie.body.preferredLanguage).toBe("hi");
    expect(await languageOf(byCookie.body.id)).toBe("hi");
    expect(langCookie(byCookie)).toMatch(/^lang=hi;/);

    const byBrowser = await request(t.app)
      .post("/api/register")
      .set("Accept-Language", "hi-IN,hi;q=0.9,en;q=0.8")
      .send(registration())
      .expect(201);
    expect(byBrowser.body.preferredLanguage).toBe("hi");

    const chosenEnglish = await request(t.app)
      .post("/api/register")
      .set("Cookie", "lang=en")
      .set("Accept-Language", "hi-IN")
      .send(registration())
      .expect(201);
    expect(chosenEnglish.body.preferredLanguage).toBe("en");

    const neither = await request(t.app)
      .post("/api/register")
      .set("Cookie", "lang=fr")
      .set("Accept-Language", "ta-IN")
      .send(registration())
      .expect(201);
    expect(neither.body.preferredLanguage).toBe("en");
    expect(langCookie(neither)).toMatch(/^lang=en;/);
  });

  it("signing in sets the lang cookie from the account when this browser has not chosen, and keeps a choice it made", async () => {
    const user = await makeUser(t);
    await t.db.execute(sql`update users set preferred_language = 'hi' where id = ${user.id}`);
    const res = await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    expect(res.body.preferredLanguage).toBe("hi");
    expect(langCookie(res)).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);

    // A Hindi reader signing in to an account still at the default English keeps reading Hindi.
    const english = await makeUser(t);
    const chosen = await request(t.app)
      .post("/api/login")
      .set("Cookie", "lang=hi")
      .send({ username: english.username, password: DEFAULT_PASSWORD })
      .expect(200);
    expect(langCookie(chosen)).toBeUndefined();
  });

  it("a wrong password sets no language", async () => {
    const user = await makeUser(t);
    const res = await request(t.app).post("/api/login").send({ username: user.username, password: "Wrong@12345" });
    expect(res.status).toBe(401);
    expect(langCookie(res)).toBeUndefined();
  });
});
