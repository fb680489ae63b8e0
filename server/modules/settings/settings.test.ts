import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../shared/schema";

// The defaults as the API shows them: money in rupees.
const { btLegalChargesPaise, ...defaults } = DEFAULT_SETTINGS;
const DEFAULTS_JSON = { ...defaults, btLegalCharges: btLegalChargesPaise / 100 };
import { queryRows } from "../../db/client";
import { DEFAULT_PASSWORD, createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await signedInAgent(t, "superadmin");
});
afterAll(() => t.close());
beforeEach(async () => {
  await superadmin.agent.patch("/api/admin/settings").send({
    homeLoanRate: 8.5,
    lapRate: 9.5,
    btTopupRate: 8,
    allowNewRegistrations: true,
    automaticKyc: false,
    maintenanceMode: false,
    sessionTimeoutMinutes: 30,
    passwordPolicy: "strong",
    loginAttempts: 5,
    maxFoirPercent: 50,
    lapLtvPercent: 60,
    modtStampDutyPercent: 0.2,
    btLegalCharges: 10_000,
    makerCheckerSanction: true,
    makerCheckerRejection: true,
    feeGstPercent: 18,
    coolingOffDays: 3,
    processingFeeRefundable: true,
    sipMaxSkipsInRow: 2,
  });
});

const account = (n: string, password: string) => ({
  username: `pol_${n}`,
  password,
  email: `pol_${n}@example.in`,
  fullName: "Policy Tester",
});

describe("settings", () => {
  it("start with the spec's defaults; the public part is readable by anyone", async () => {
    const pub = await request(t.app).get("/api/settings");
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({
      homeLoanRate: 8.5,
      lapRate: 9.5,
      btTopupRate: 8,
      allowNewRegistrations: true,
      maintenanceMode: false,
      passwordPolicy: "strong",
      modtStampDutyPercent: 0.2,
      btLegalCharges: 10_000,
      feeGstPercent: 18,
      coolingOffDays: 3,
      processingFeeRefundable: true,
    });
    const full = await superadmin.agent.get("/api/admin/settings");
    expect(full.body).toEqual(DEFAULTS_JSON);
  });

  it("accepts any subset, persists it and audit-logs old and new values", async () => {
    const res = await superadmin.agent.patch("/api/admin/settings").send({ homeLoanRate: 8.7, passwordPolicy: "medium" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ homeLoanRate: 8.7, passwordPolicy: "medium", lapRate: 9.5 });
    expect((await request(t.app).get("/api/settings")).body.homeLoanRate).toBe(8.7);
    const [row] = await queryRows<{ old_value: unknown; new_value: unknown; user_id: number }>(
      t.db,
      sql`select old_value, new_value, user_id from audit_logs where action_type = 'update_settings' order by id desc limit 1`,
    );
    expect(row).toEqual({
      old_value: { homeLoanRate: 8.5, passwordPolicy: "strong" },
      new_value: { homeLoanRate: 8.7, passwordPolicy: "medium" },
      user_id: superadmin.user.id,
    });
  });

  it.each([
    [{ homeLoanRate: 4.9 }, "Home loan rate must be at least 5%"],
    [{ lapRate: 20.1 }, "LAP rate cannot exceed 20%"],
    [{ btTopupRate: 8.25 }, "BT top-up rate can have at most one decimal place"],
    [{ homeLoanRate: "8.5" }, "Home loan rate must be a number"],
    [{ sessionTimeoutMinutes: 45 }, "Session timeout must be one of 15, 30, 60, 120"],
    [{ loginAttempts: 4 }, "Login attempts must be one of 3, 5, 10"],
    [{ passwordPolicy: "extreme" }, "Password policy must be basic, medium or strong"],
    [{ maintenanceMode: "yes" }, "maintenanceMode must be true or false"],
    [{ maxFoirPercent: 29.9 }, "Maximum FOIR must be at least 30%"],
    [{ maxFoirPercent: 70.1 }, "Maximum FOIR cannot exceed 70%"],
    [{ maxFoirPercent: 55.55 }, "Maximum FOIR can have at most one decimal place"],
    [{ lapLtvPercent: 39 }, "LAP loan-to-value cap must be at least 40%"],
    [{ lapLtvPercent: 76 }, "LAP loan-to-value cap cannot exceed 75%"],
    [{ modtStampDutyPercent: -0.1 }, "MODT stamp duty must be at least 0%"],
    [{ modtStampDutyPercent: 2.01 }, "MODT stamp duty cannot exceed 2%"],
    [{ modtStampDutyPercent: 0.125 }, "MODT stamp duty can have at most two decimal places"],
    [{ btLegalCharges: -1 }, "BT legal charges cannot be negative"],
    [{ btLegalCharges: 100_000.01 }, "BT legal charges cannot exceed ₹1,00,000"],
    [{ btLegalCharges: 10.005 }, "BT legal charges can have at most two decimals (paise)"],
    [{ makerCheckerSanction: "off" }, "makerCheckerSanction must be true or false"],
    [{ makerCheckerRejection: 0 }, "makerCheckerRejection must be true or false"],
    [{ feeGstPercent: 28.01 }, "GST on fees cannot exceed 28%"],
    [{ feeGstPercent: 18.005 }, "GST on fees can have at most two decimal places"],
    [{ coolingOffDays: 0 }, "Cooling-off period must be at least 1 day"],
    [{ coolingOffDays: 31 }, "Cooling-off period cannot exceed 30 days"],
    [{ coolingOffDays: 1.5 }, "Cooling-off period must be a whole number of days"],
    [{ processingFeeRefundable: "no" }, "processingFeeRefundable must be true or false"],
    [{}, "Send at least one setting to change"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const res = await superadmin.agent.patch("/api/admin/settings").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect((await superadmin.agent.get("/api/admin/settings")).body).toEqual(DEFAULTS_JSON);
  });

  it("changes the lending rules: the legal charges in rupees as shown, kept in paise, audited as shown", async () => {
    const rules = {
      maxFoirPercent: 55.5,
      lapLtvPercent: 65,
      modtStampDutyPercent: 0.25,
      btLegalCharges: 12_500.5,
      makerCheckerSanction: false,
      makerCheckerRejection: false,
      feeGstPercent: 0,
      coolingOffDays: 7,
      processingFeeRefundable: false,
    };
    const res = await superadmin.agent.patch("/api/admin/settings").send(rules);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS_JSON, ...rules });
    expect((await superadmin.agent.get("/api/admin/settings")).body).toEqual({ ...DEFAULTS_JSON, ...rules });
    const [stored] = await queryRows<{ paise: string }>(t.db, sql`select bt_legal_charges_paise::text as paise from settings`);
    expect(stored.paise).toBe("1250050");
    const [row] = await queryRows<{ old_value: unknown; new_value: unknown }>(
      t.db,
      sql`select old_value, new_value from audit_logs where action_type = 'update_settings' order by id desc limit 1`,
    );
    expect(row).toEqual({
      old_value: {
        maxFoirPercent: 50,
        lapLtvPercent: 60,
        modtStampDutyPercent: 0.2,
        btLegalCharges: 10_000,
        makerCheckerSanction: true,
        makerCheckerRejection: true,
        feeGstPercent: 18,
        coolingOffDays: 3,
        processingFeeRefundable: true,
      },
      new_value: rules,
    });
  });

  it("an admin reads the lending rules but cannot change them", async () => {
    const admin = await signedInAgent(t, "admin");
    expect((await admin.agent.get("/api/admin/settings")).body).toMatchObject({ maxFoirPercent: 50, btLegalCharges: 10_000 });
    expect((await admin.agent.patch("/api/admin/settings").send({ maxFoirPercent: 60 })).status).toBe(403);
  });

  it("refuses unknown keys", async () => {
    const res = await superadmin.agent.patch("/api/admin/settings").send({ theme: "dark" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
  });
});

describe("settings are enforced", () => {
  it("closes registration", async () => {
    await superadmin.agent.patch("/api/admin/settings").send({ allowNewRegistrations: false }).expect(200);
    const res = await request(t.app).post("/api/register").send(account("closed", "Closed@123"));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("New registrations are currently closed");
  });

  it.each([
    ["strong", "abcdefg1", "Password must have a symbol"],
    ["strong", "abc!@#", "Password must have at least 8 characters and a number"],
    ["medium", "abcdefgh", "Password must have a number"],
    ["medium", "abc1234", "Password must have at least 8 characters"],
  ] as const)("applies the %s policy to %s", async (policy, password, message) => {
    await superadmin.agent.patch("/api/admin/settings").send({ passwordPolicy: policy }).expect(200);
    const res = await request(t.app)
      .post("/api/register")
      .send(account(`${policy}${password.length}`, password));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("lets the basic policy accept 6 characters, after the spec's 6-character rule", async () => {
    await superadmin.agent.patch("/api/admin/settings").send({ passwordPolicy: "basic" }).expect(200);
    const short = await request(t.app).post("/api/register").send(account("basic5", "abcde"));
    expect(short.body.message).toBe("Password must be at least 6 characters");
    expect((await request(t.app).post("/api/register").send(account("basic6", "abcdef"))).status).toBe(201);
  });

  it("maintenance mode: users get 503, staff log in, the public settings say so", async () => {
    const user = await makeUser(t);
    const admin = await makeUser(t, { role: "admin" });
    await superadmin.agent.patch("/api/admin/settings").send({ maintenanceMode: true }).expect(200);
    expect((await request(t.app).get("/api/settings")).body.maintenanceMode).toBe(true);
    const u = await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    expect(u.status).toBe(503);
    expect(u.body.message).toMatch(/under maintenance/);
    expect(u.body.code).toBe("MAINTENANCE");
    const a = await request(t.app).post("/api/login").send({ username: admin.username, password: DEFAULT_PASSWORD });
    expect(a.status).toBe(200);
    // Registering would otherwise be a way in for a customer.
    const r = await request(t.app).post("/api/register").send(account("maint", "Maint@1234"));
    expect(r.status).toBe(503);
    // Being refused with the right password does not count towards a lockout.
    for (let i = 0; i < 6; i++) await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD });
    await superadmin.agent.patch("/api/admin/settings").send({ maintenanceMode: false }).expect(200);
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it("login attempts: the new limit applies to the next failure", async () => {
    await superadmin.agent.patch("/api/admin/settings").send({ loginAttempts: 3 }).expect(200);
    const user = await makeUser(t);
    for (let i = 0; i < 3; i++) await request(t.app).post("/api/login").send({ username: user.username, password: "wrong" });
    expect((await request(t.app).post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD })).status).toBe(429);
  });

  it("session timeout: shortening it ends sessions idle longer than the new value at once", async () => {
    const { agent, user } = await signedInAgent(t, "user");
    await t.db.execute(sql`update sessions set last_seen = now() - interval '20 minutes' where user_id = ${user.id}`);
    expect((await agent.get("/api/user")).status).toBe(200);
    await superadmin.agent.patch("/api/admin/settings").send({ sessionTimeoutMinutes: 15 }).expect(200);
    await t.db.execute(sql`update sessions set last_seen = now() - interval '20 minutes' where user_id = ${user.id}`);
    expect((await agent.get("/api/user")).status).toBe(401);
  });
});
