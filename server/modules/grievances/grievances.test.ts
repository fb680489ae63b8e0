import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OPEN_GRIEVANCES } from "../../../shared/catalog/grievances";
import { queryRows } from "../../db/client";
import { DEFAULT_PASSWORD, createTestApp, linksOf, pageOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { createGrievance } from "./grievances.service";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";
import { freezeClock } from "../../../tests/setup/clock";

// Filed on 17 June 2026, midday in India, by the app's clock: the reference carries 2026, the answer is due 30 days on.
freezeClock("2026-06-17T06:30:00Z");

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
});
afterAll(() => t.close());

const complaint = (overrides: Record<string, unknown> = {}) => ({
  category: "payments_fees",
  subject: "Processing fee charged twice",
  description: "I paid the processing fee for my home loan and the amount was debited twice from my account.",
  relatedId: "Loan #42",
  ...overrides,
});

describe("POST /api/grievances", () => {
  it("files a complaint under a reference like GS-2026-000123, acknowledged by notification and e-mail, audit-logged", async () => {
    const { agent, user } = await signedInAgent(t);
    const res = await agent.post("/api/grievances").send(complaint({ subject: "  Processing fee charged twice  " }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      reference: `GS-2026-${String(res.body.id).padStart(6, "0")}`,
      category: "payments_fees",
      subject: "Processing fee charged twice",
      relatedId: "Loan #42",
      status: "open",
      response: null,
      dueDate: "2026-07-17",
    });
    expect(res.body.reference).toMatch(/^GS-\d{4}-\d{6}$/);
    expect(res.body).not.toHaveProperty("userId");

    const [note] = await queryRows<{ kind: string; title: string; body: string; link: string; event_key: string }>(
      t.db,
      sql`select kind, title, body, link, event_key from notifications where user_id = ${user.id}`,
    );
    expect(note).toMatchObject({
      kind: "grievance_received",
      title: `We have received your complaint ${res.body.reference}`,
      link: "/grievance",
    });
    expect(note.body).toContain("within 30 days");
    const [mail] = await queryRows<{ payload: { to: string; kind: string; text: string } }>(
      t.db,
      sql`select payload from outbox where dedupe_key = ${note.event_key}`,
    );
    expect(mail.payload).toMatchObject({ to: user.email, kind: "grievance_received" });
    expect(mail.payload.text).toContain(res.body.reference);
    expect(mail.payload.text).toContain("cms.rbi.org.in");
    expect(mail.payload.text).toContain("14448");
    // The customer's own words never go out by e-mail.
    expect(mail.payload.text).not.toContain("debited twice");
    expect(mail.payload.text).not.toContain("Processing fee charged twice");

    const [audit] = await queryRows<{ action_type: string; new_value: unknown; user_id: number }>(
      t.db,
      sql`select action_type, new_value, user_id from ${auditLogsAsRead} where entity_type = 'grievance' and entity_id = ${String(res.body.id)}`,
    );
    expect(audit).toEqual({
      action_type: "create_grievance",
      new_value: { reference: res.body.reference, category: "payments_fees", relatedId: "Loan #42", status: "open" },
      user_id: user.id,
    });
  });

  it("gives complaints filed at the same moment different references", async () => {
    const customers = await Promise.all([signedInAgent(t), signedInAgent(t), signedInAgent(t)]);
    const filed = await Promise.all(
      customers.flatMap((c) => [c.agent.post("/api/grievances").send(complaint()), c.agent.post("/api/grievances").send(complaint())]),
    );
    expect(filed.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(filed.map((r) => r.body.reference)).size).toBe(6);
  });

  it.each([
    [{ category: undefined }, "category", "Please choose what your complaint is about"],
    [{ category: "loan" }, "category", "Please choose what your complaint is about"],
    [{ subject: "" }, "subject", "Please give your complaint a subject"],
    [{ subject: "Fee" }, "subject", "Subject must be at least 5 characters"],
    [{ subject: "x".repeat(121) }, "subject", "Subject cannot exceed 120 characters"],
    [{ description: undefined }, "description", "Please describe what went wrong"],
    [{ description: "Too short." }, "description", "Please describe what went wrong in at least 20 characters"],
    [{ description: "x".repeat(4001) }, "description", "Description cannot exceed 4,000 characters"],
    [{ description: "A long enough description\u0000 with a NUL byte" }, "description", "Text cannot contain a NUL character"],
    [{ relatedId: "x".repeat(41) }, "relatedId", "Reference number cannot exceed 40 characters"],
    [{ relatedId: 42 }, "relatedId", "Reference number must be text"],
  ])("refuses %j with 400 and the field's message", async (overrides, path, message) => {
    const { agent } = await signedInAgent(t);
    const res = await agent.post("/api/grievances").send(complaint(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: "VALIDATION_FAILED", issues: [{ path, message }] });
    expect((await agent.get("/api/grievances")).body).toEqual([]);
  });

  it("files nothing for an account erased while the request was on its way (it had passed sign-in before)", async () => {
    const { agent, user } = await signedInAgent(t);
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const ctx = { userId: user.id, ipAddress: null, userAgent: null };
    await expect(
      createGrievance(t.db, user, { category: "other", subject: "Late one", description: "Sent just as I deleted my account." }, ctx),
    ).rejects.toMatchObject({ status: 401 });
    expect(await queryRows(t.db, sql`select id from grievances where user_id = ${user.id}`)).toEqual([]);
  });

  it("stores a blank related reference as none", async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent
      .post("/api/grievances")
      .send(complaint({ relatedId: "   " }))
      .expect(201);
    expect(res.body.relatedId).toBeNull();
  });

  it(`allows ${MAX_OPEN_GRIEVANCES} open complaints at once, then 409 until one is resolved`, async () => {
    const { agent } = await signedInAgent(t);
    const filed = await Promise.all(Array.from({ length: MAX_OPEN_GRIEVANCES + 2 }, () => agent.post("/api/grievances").send(complaint())));
    expect(filed.filter((r) => r.status === 201)).toHaveLength(MAX_OPEN_GRIEVANCES);
    const refused = filed.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0].body).toEqual({
      message: `You already have ${MAX_OPEN_GRIEVANCES} open complaints. We will answer each within 30 days; you can file another once one is resolved, or add to an open one by writing to our grievance officer.`,
      code: "CONFLICT",
    });
    const first = filed.find((r) => r.status === 201)!.body;
    await admin.agent.patch(`/api/admin/grievances/${first.id}`).send({ status: "in_progress" }).expect(200);
    expect((await agent.post("/api/grievances").send(complaint())).status).toBe(409);
    await admin.agent
      .patch(`/api/admin/grievances/${first.id}`)
      .send({ status: "resolved", response: "Refunded the second debit." })
      .expect(200);
    expect((await agent.post("/api/grievances").send(complaint())).status).toBe(201);
  });

  it("needs a signed-in user", async () => {
    const res = await request(t.app).post("/api/grievances").send(complaint());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Please log in to continue", code: "SIGN_IN_REQUIRED" });
  });
});

describe("GET /api/grievances", () => {
  it("lists only the customer's own complaints, newest first, with status, response and due date, paged", async () => {
    const mine = await signedInAgent(t);
    const other = await signedInAgent(t);
    const a = (
      await mine.agent
        .post("/api/grievances")
        .send(complaint({ category: "kyc", subject: "PAN card rejected wrongly" }))
        .expect(201)
    ).body;
    const b = (
      await mine.agent
        .post("/api/grievances")
        .send(complaint({ category: "sip", subject: "SIP debit on wrong date", relatedId: undefined }))
        .expect(201)
    ).body;
    const theirs = (await other.agent.post("/api/grievances").send(complaint()).expect(201)).body;
    await admin.agent
      .patch(`/api/admin/grievances/${a.id}`)
      .send({ status: "resolved", response: "Your PAN is now verified." })
      .expect(200);

    const res = await mine.agent.get("/api/grievances");
    expect(res.status).toBe(200);
    expect(pageOf(res).total).toBe(2);
    expect(res.body.map((g: { id: number }) => g.id)).toEqual([b.id, a.id]);
    expect(res.body[1]).toMatchObject({
      reference: a.reference,
      category: "kyc",
      subject: "PAN card rejected wrongly",
      status: "resolved",
      response: "Your PAN is now verified.",
      dueDate: "2026-07-17",
      respondedAt: expect.any(String),
      resolvedAt: expect.any(String),
    });
    expect(res.body[1]).not.toHaveProperty("respondedBy");
    expect(res.body.map((g: { id: number }) => g.id)).not.toContain(theirs.id);
    expect((await other.agent.get("/api/grievances")).body.map((g: { id: number }) => g.id)).toEqual([theirs.id]);

    const paged = await mine.agent.get("/api/grievances?page=2&pageSize=1");
    expect(paged.body.map((g: { id: number }) => g.id)).toEqual([a.id]);
    expect(linksOf(paged)).toMatchObject({
      first: "/api/grievances?page=1&pageSize=1",
      prev: "/api/grievances?page=1&pageSize=1",
      last: "/api/grievances?page=2&pageSize=1",
    });
  });

  it("needs a signed-in user", async () => {
    expect((await request(t.app).get("/api/grievances")).status).toBe(401);
  });
});
