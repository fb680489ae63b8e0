import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../../shared/schema";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
  // Before the admin's sign-in, which the database stamps with its own now(): that entry stays the newest.
  await t.db.insert(auditLogs).values(
    Array.from({ length: 30 }, (_, i) => ({
      userId: admin.user.id,
      actionType: i % 2 ? "update_loan_status" : "create_loan_application",
      entityType: "loan_application",
      entityId: String(1000 + i),
      description: `Entry number ${i}`,
      newValue: { status: i % 2 ? "approved" : "pending" },
      createdAt: sql`now() - make_interval(secs => ${60 - i})`,
    })),
  );
});
afterAll(() => t.close());

describe("GET /api/audit-logs", () => {
  it("returns { logs, total } newest first with limit and offset", async () => {
    const res = await admin.agent.get("/api/audit-logs?limit=10&offset=0");
    expect(res.status).toBe(200);
    // 30 seeded rows plus the admin's own login.
    expect(res.body.total).toBe(31);
    expect(res.body.logs).toHaveLength(10);
    expect(res.body.logs[0].actionType).toBe("login");
    expect(res.body.logs[1].description).toBe("Entry number 29");
    expect(res.body.logs[1]).toMatchObject({ username: admin.user.username, newValue: { status: "approved" }, entityId: "1029" });
    const next = await admin.agent.get("/api/audit-logs?limit=10&offset=10");
    expect(next.body.logs[0].description).toBe("Entry number 20");
  });

  it("defaults to 100 and searches in SQL over description, action, entity type, entity id and user id", async () => {
    const all = await admin.agent.get("/api/audit-logs");
    expect(all.body.logs).toHaveLength(31);
    const byAction = await admin.agent.get("/api/audit-logs?q=UPDATE_LOAN");
    expect(byAction.body.total).toBe(15);
    const byEntityId = await admin.agent.get("/api/audit-logs?q=1007");
    expect(byEntityId.body.logs.map((l: { description: string }) => l.description)).toEqual(["Entry number 7"]);
    const byDescription = await admin.agent.get("/api/audit-logs?q=number 2");
    expect(byDescription.body.total).toBe(11);
    const byUser = await admin.agent.get(`/api/audit-logs?q=${admin.user.id}&limit=1`);
    expect(byUser.body.total).toBeGreaterThanOrEqual(31);
    const none = await admin.agent.get("/api/audit-logs?q=zzzz-nothing");
    expect(none.body).toEqual({ logs: [], total: 0 });
  });

  it("rejects bad limits", async () => {
    expect((await admin.agent.get("/api/audit-logs?limit=0")).status).toBe(400);
    expect((await admin.agent.get("/api/audit-logs?offset=-1")).body).toMatchObject({
      message: "offset cannot be negative",
      code: "VALIDATION_FAILED",
    });
  });
});
