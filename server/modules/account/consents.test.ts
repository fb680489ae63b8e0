import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../../shared/catalog/privacy";
import { queryRows } from "../../db/client";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newAccount = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `consent_${n}`,
    password: "Str0ng!pass",
    email: `consent_${n}@example.in`,
    fullName: "Kavya Nair",
    phoneNumber: "9876543210",
    ...extra,
  };
};

describe("consent at registration", () => {
  it("records the notice's version and time, and the marketing choice, when the form sends them", async () => {
    const agent = request.agent(t.app);
    const account = newAccount({ privacyNoticeAccepted: true, marketingConsent: true });
    expect((await agent.post("/api/register").send(account)).status).toBe(201);
    const res = await agent.get("/api/me/consents");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      marketing: true,
      privacyNotice: { purpose: "privacy_notice", granted: true, noticeVersion: PRIVACY_NOTICE_VERSION, source: "registration_form" },
    });
    // Its time is the account's: recorded in the registration's transaction, which the database stamps with one instant.
    const [registered] = await queryRows<{ createdAt: Date | string }>(
      t.db,
      sql`select created_at as "createdAt" from users where username = ${account.username}`,
    );
    expect(res.body.privacyNotice.createdAt).toBe(new Date(registered.createdAt).toISOString());
    expect(res.body.history.map((c: { purpose: string; granted: boolean }) => [c.purpose, c.granted])).toEqual(
      expect.arrayContaining([
        ["privacy_notice", true],
        ["marketing", true],
      ]),
    );
  });

  it("still registers a client that sends no consent fields: the notice accepted through the API, marketing off", async () => {
    const agent = request.agent(t.app);
    expect((await agent.post("/api/register").send(newAccount())).status).toBe(201);
    const res = await agent.get("/api/me/consents");
    expect(res.body).toMatchObject({
      marketing: false,
      privacyNotice: { granted: true, source: "api", noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(res.body.history).toContainEqual(expect.objectContaining({ purpose: "marketing", granted: false, source: "api" }));
  });

  it("refuses a registration that declines the notice, and creates nothing", async () => {
    const account = newAccount({ privacyNoticeAccepted: false });
    const res = await request(t.app).post("/api/register").send(account);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: "privacyNoticeAccepted",
      message: "Please accept the privacy notice and terms to create an account",
    });
    expect(await queryRows(t.db, sql`select 1 from users where username = ${account.username}`)).toEqual([]);
  });
});

describe("PATCH /api/me/consents", () => {
  it("withdraws and gives marketing consent, each a new row in the history and an audit row; a repeat adds nothing", async () => {
    const agent = request.agent(t.app);
    const reg = await agent.post("/api/register").send(newAccount({ privacyNoticeAccepted: true, marketingConsent: true }));
    const withdrawn = await agent.patch("/api/me/consents").send({ marketing: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.marketing).toBe(false);
    expect(withdrawn.body.history[0]).toMatchObject({
      purpose: "marketing",
      granted: false,
      source: "profile",
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    // The consent given at registration is still there, below the withdrawal.
    expect(
      withdrawn.body.history.filter((c: { purpose: string }) => c.purpose === "marketing").map((c: { granted: boolean }) => c.granted),
    ).toEqual([false, true]);

    const again = await agent.patch("/api/me/consents").send({ marketing: false });
    expect(again.body.history).toHaveLength(withdrawn.body.history.length);

    const given = await agent.patch("/api/me/consents").send({ marketing: true });
    expect(given.body.marketing).toBe(true);
    expect((await agent.get("/api/me/consents")).body.history.filter((c: { purpose: string }) => c.purpose === "marketing")).toHaveLength(
      3,
    );

    const audits = await queryRows<{ action_type: string; user_id: number; new_value: unknown }>(
      t.db,
      sql`select action_type, user_id, new_value from audit_logs where entity_type = 'consent' and user_id = ${reg.body.id} order by id`,
    );
    expect(audits).toEqual([
      {
        action_type: "withdraw_marketing_consent",
        user_id: reg.body.id,
        new_value: { marketing: false, noticeVersion: PRIVACY_NOTICE_VERSION },
      },
      {
        action_type: "grant_marketing_consent",
        user_id: reg.body.id,
        new_value: { marketing: true, noticeVersion: PRIVACY_NOTICE_VERSION },
      },
    ]);
  });

  it("takes only a boolean, and only from a signed-in customer", async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.patch("/api/me/consents").send({ marketing: "yes" })).status).toBe(400);
    expect((await agent.patch("/api/me/consents").send({ marketing: true, privacyNotice: false })).status).toBe(400);
    expect((await request(t.app).patch("/api/me/consents").send({ marketing: true })).status).toBe(401);
    expect((await request(t.app).get("/api/me/consents")).status).toBe(401);
  });

  it("shows an account made before consents were recorded with no notice consent and marketing off", async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.get("/api/me/consents")).body).toEqual({
      currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyNotice: null,
      marketing: false,
      history: [],
    });
  });
});
