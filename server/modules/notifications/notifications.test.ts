import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { validLoan, validSip } from "../../../tests/setup/factories";
import { createTestApp, investorAgent, linksOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
let other: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await investorAgent(t);
  other = await signedInAgent(t);
  // Three events for the customer (oldest first), one for the other customer.
  await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
  const sip = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
  await customer.agent.patch(`/api/sip-investments/${sip.id}`).send({ status: "paused" }).expect(200);
  await other.agent.post("/api/loan-applications").send(validLoan()).expect(201);
});
afterAll(() => t.close());

describe("GET /api/notifications", () => {
  it("answers the caller's own, newest first, with the unread count", async () => {
    const res = await customer.agent.get("/api/notifications").expect(200);
    expect(res.body.unread).toBe(3);
    expect(res.body.items.map((n: { kind: string }) => n.kind)).toEqual(["sip_paused", "sip_started", "loan_submitted"]);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(["body", "createdAt", "id", "kind", "link", "readAt", "title"]);
    expect(res.body.items[0]).toMatchObject({ title: "Your SIP is paused", link: "/dashboard?tab=sip", readAt: null });
  });

  it("is paged, with the total and links in headers", async () => {
    const res = await customer.agent.get("/api/notifications?page=2&pageSize=2").expect(200);
    expect(res.body.items.map((n: { kind: string }) => n.kind)).toEqual(["loan_submitted"]);
    expect(res.body.unread).toBe(3);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(linksOf(res)).toMatchObject({ first: "/api/notifications?page=1&pageSize=2", prev: "/api/notifications?page=1&pageSize=2" });
    expect((await customer.agent.get("/api/notifications?page=0")).status).toBe(400);
  });

  it("needs sign-in", async () => {
    expect((await request(t.app).get("/api/notifications")).status).toBe(401);
  });
});

describe("marking read", () => {
  it("PATCH marks one read, is harmless twice, and is audit-logged once", async () => {
    const [first] = (await customer.agent.get("/api/notifications").expect(200)).body.items;
    const res = await customer.agent.patch(`/api/notifications/${first.id}`).send({ read: true }).expect(200);
    expect(res.body).toMatchObject({ id: first.id, readAt: expect.any(String) });
    const again = await customer.agent.patch(`/api/notifications/${first.id}`).send({ read: true }).expect(200);
    expect(again.body.readAt).toBe(res.body.readAt);
    expect((await customer.agent.get("/api/notifications")).body.unread).toBe(2);
    const audits = await queryRows(
      t.db,
      sql`select 1 from audit_logs where action_type = 'read_notification' and entity_id = ${String(first.id)}`,
    );
    expect(audits).toHaveLength(1);
  });

  it("another user's notification is not found, and only { read: true } is accepted", async () => {
    const [mine] = (await customer.agent.get("/api/notifications").expect(200)).body.items;
    const res = await other.agent.patch(`/api/notifications/${mine.id}`).send({ read: true });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Notification not found", code: "NOT_FOUND" });
    expect((await customer.agent.patch(`/api/notifications/${mine.id}`).send({ read: false })).status).toBe(400);
    expect((await customer.agent.patch(`/api/notifications/${mine.id}`).send({ read: true, title: "x" })).status).toBe(400);
    expect((await customer.agent.patch("/api/notifications/abc").send({ read: true })).status).toBe(400);
  });

  it("POST read-all marks every one of the caller's read and no one else's", async () => {
    const res = await customer.agent.post("/api/notifications/read-all").expect(200);
    expect(res.body).toEqual({ updated: 2, unread: 0 });
    const after = (await customer.agent.get("/api/notifications")).body;
    expect(after.unread).toBe(0);
    expect(after.items.every((n: { readAt: string | null }) => n.readAt)).toBe(true);
    expect((await other.agent.get("/api/notifications")).body.unread).toBe(1);
    expect((await customer.agent.post("/api/notifications/read-all").expect(200)).body).toEqual({ updated: 0, unread: 0 });
    expect((await request(t.app).post("/api/notifications/read-all")).status).toBe(401);
  });
});
