import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { DEFAULT_PASSWORD, createTestApp, linksOf, makeUser, pageOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Row = { id: number; reference: string };

let t: TestApp;
let admin: Agent;
let superadmin: Agent;
let customer: Agent;
let other: Agent;
let fee: Row;
let privacy: Row;
let percent: Row;
let underscore: Row;

const file = async (who: Agent, category: string, subject: string) =>
  (
    await who.agent
      .post("/api/grievances")
      .send({ category, subject, description: "Please look into this; the details are in the subject line above." })
      .expect(201)
  ).body as Row;

/** A customer whose username has no LIKE wildcard in it, so the wildcard searches below match subjects only. */
async function customerNamed(fullName: string): Promise<Agent> {
  const user = await makeUser(t, { fullName, username: `${fullName.split(" ")[0].toLowerCase()}${process.pid}` });
  const agent = request.agent(t.app);
  await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
  return { agent, user };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, superadmin] = await Promise.all([signedInAgent(t, "admin"), signedInAgent(t, "superadmin")]);
  customer = await customerNamed("Asha Kulkarni");
  other = await customerNamed("Ravi Iyer");
  // One after another, so "newest first" has one answer.
  fee = await file(customer, "payments_fees", "Processing fee charged twice");
  privacy = await file(other, "data_privacy", "Marketing calls after I opted out");
  percent = await file(customer, "payments_fees", "Charged 100% of the fee upfront");
  underscore = await file(other, "other", "Username shows as priya_s");
});
afterAll(() => t.close());

const list = (who: Agent, query = "") => who.agent.get(`/api/admin/grievances${query}`);
const ids = async (query: string) => (await list(admin, query)).body.map((g: Row) => g.id);

describe("GET /api/admin/grievances", () => {
  it("pages every complaint, newest first, with the customer and the due date", async () => {
    const all = await list(admin);
    expect(all.status).toBe(200);
    expect(pageOf(all).total).toBe(4);
    expect(all.body.map((g: Row) => g.id)).toEqual([underscore.id, percent.id, privacy.id, fee.id]);
    expect(all.body[2]).toMatchObject({
      reference: privacy.reference,
      category: "data_privacy",
      subject: "Marketing calls after I opted out",
      status: "open",
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      customer: { fullName: "Ravi Iyer", username: other.user.username, email: other.user.email },
    });
    const paged = await list(superadmin, "?page=2&pageSize=3");
    expect(paged.body.map((g: Row) => g.id)).toEqual([fee.id]);
    expect(linksOf(paged)).toMatchObject({
      first: "/api/admin/grievances?page=1&pageSize=3",
      prev: "/api/admin/grievances?page=1&pageSize=3",
    });
  });

  it("searches reference, subject and the customer in SQL, case-insensitively, and filters by status", async () => {
    expect(await ids(`?q=${privacy.reference}`)).toEqual([privacy.id]);
    expect(await ids(`?q=${privacy.reference.toLowerCase()}`)).toEqual([privacy.id]);
    expect(await ids("?q=CHARGED")).toEqual([percent.id, fee.id]);
    expect(await ids("?q=ravi%20iyer")).toEqual([underscore.id, privacy.id]);
    expect(await ids(`?q=${encodeURIComponent(customer.user.username)}`)).toEqual([percent.id, fee.id]);
    expect(await ids("?q=nothing-like-this")).toEqual([]);
    await admin.agent.patch(`/api/admin/grievances/${fee.id}`).send({ status: "in_progress" }).expect(200);
    expect(await ids("?status=in_progress")).toEqual([fee.id]);
    expect(await ids("?status=open&q=charged")).toEqual([percent.id]);
    expect(await ids("?status=")).toHaveLength(4);
    const bad = await list(admin, "?status=closed");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Status must be open, in_progress or resolved", code: "VALIDATION_FAILED" });
  });

  it("treats LIKE's wildcards in the search as plain characters", async () => {
    expect(await ids("?q=%25")).toEqual([percent.id]);
    expect(await ids("?q=100%25")).toEqual([percent.id]);
    expect(await ids("?q=_")).toEqual([underscore.id]);
    expect(await ids("?q=priya_s")).toEqual([underscore.id]);
    expect(await ids("?q=%5C")).toEqual([]);
  });

  it("is for admin and superadmin only", async () => {
    const res = await list(customer);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "This needs the admin or superadmin role", code: "FORBIDDEN" });
    expect((await list(superadmin)).status).toBe(200);
    expect((await request(t.app).get("/api/admin/grievances")).status).toBe(401);
  });
});

describe("PATCH /api/admin/grievances/:id", () => {
  const auditOf = (id: number) =>
    queryRows<{ action_type: string; old_value: unknown; new_value: unknown; user_id: number }>(
      t.db,
      sql`select action_type, old_value, new_value, user_id from ${auditLogsAsRead} where entity_type = 'grievance' and entity_id = ${String(id)} and action_type = 'update_grievance' order by id`,
    );
  const noticesOf = (userId: number) =>
    queryRows<{ kind: string; title: string; body: string; event_key: string }>(
      t.db,
      sql`select kind, title, body, event_key from notifications where user_id = ${userId} and kind = 'grievance_updated' order by id`,
    );

  it("answers and resolves: audit-logged with old and new, the customer notified each time and reading the answer", async () => {
    const inProgress = await admin.agent
      .patch(`/api/admin/grievances/${privacy.id}`)
      .send({ status: "in_progress", response: "  We have stopped the calls and are checking why they started.  " });
    expect(inProgress.status).toBe(200);
    expect(inProgress.body).toMatchObject({
      status: "in_progress",
      response: "We have stopped the calls and are checking why they started.",
      resolvedAt: null,
    });

    const resolved = await superadmin.agent
      .patch(`/api/admin/grievances/${privacy.id}`)
      .send({ status: "resolved", response: "Your number is on our do-not-call list; the agency is warned." });
    expect(resolved.status).toBe(200);

    const seen = (await other.agent.get("/api/grievances")).body.find((g: Row) => g.id === privacy.id);
    expect(seen).toMatchObject({
      status: "resolved",
      response: "Your number is on our do-not-call list; the agency is warned.",
      resolvedAt: expect.any(String),
    });

    expect(await auditOf(privacy.id)).toEqual([
      {
        action_type: "update_grievance",
        old_value: { status: "open" },
        new_value: { status: "in_progress", response: "We have stopped the calls and are checking why they started." },
        user_id: admin.user.id,
      },
      {
        action_type: "update_grievance",
        old_value: { status: "in_progress", response: "We have stopped the calls and are checking why they started." },
        new_value: { status: "resolved", response: "Your number is on our do-not-call list; the agency is warned." },
        user_id: superadmin.user.id,
      },
    ]);

    const notes = await noticesOf(other.user.id);
    expect(notes.map((n) => n.title)).toEqual([
      `We are working on your complaint ${privacy.reference}`,
      `Your complaint ${privacy.reference} is resolved`,
    ]);
    expect(notes[1].body).toBe("Our response: Your number is on our do-not-call list; the agency is warned.");
    const mails = await queryRows<{ payload: { to: string; kind: string; text: string } }>(
      t.db,
      sql`select payload from outbox where dedupe_key in (${sql.join(
        notes.map((n) => sql`${n.event_key}`),
        sql`, `,
      )}) order by id`,
    );
    expect(mails.map((m) => [m.payload.kind, m.payload.to])).toEqual([
      ["grievance_updated", other.user.email],
      ["grievance_updated", other.user.email],
    ]);
    expect(mails[1].payload.text).toContain("RBI Integrated Ombudsman Scheme, 2021");

    // Sending the same again changes nothing and tells no one.
    const again = await admin.agent
      .patch(`/api/admin/grievances/${privacy.id}`)
      .send({ status: "resolved", response: "Your number is on our do-not-call list; the agency is warned." });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `Complaint ${privacy.reference} is already resolved with this response`,
      code: "ALREADY_IN_STATUS",
    });
    expect(await noticesOf(other.user.id)).toHaveLength(2);

    // Reopening clears the resolution date and says so.
    const reopened = await admin.agent.patch(`/api/admin/grievances/${privacy.id}`).send({ status: "open" });
    expect(reopened.body).toMatchObject({
      status: "open",
      resolvedAt: null,
      response: "Your number is on our do-not-call list; the agency is warned.",
    });
    expect((await noticesOf(other.user.id)).at(-1)?.title).toBe(`Your complaint ${privacy.reference} is open again`);
  });

  it.each([
    [{ status: "resolved" }, "response", "Please write the response the customer will read before resolving"],
    [{ status: "resolved", response: "   " }, "response", "Please write the response the customer will read before resolving"],
    [{ status: "closed" }, "status", "Status must be open, in_progress or resolved"],
    [{}, "status", "Status must be open, in_progress or resolved"],
    [{ status: "in_progress", response: "x".repeat(4001) }, "response", "Response cannot exceed 4,000 characters"],
  ])("refuses %j with 400", async (body, path, message) => {
    const res = await admin.agent.patch(`/api/admin/grievances/${underscore.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path, message }] });
    expect(await auditOf(underscore.id)).toEqual([]);
  });

  it("refuses staff their own complaint (four eyes), customers, anonymous callers and unknown ids", async () => {
    const own = await file(admin, "customer_service", "My own account as a customer");
    const self = await admin.agent.patch(`/api/admin/grievances/${own.id}`).send({ status: "in_progress" });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: "You cannot review your own complaint", code: "FORBIDDEN" });
    expect((await superadmin.agent.patch(`/api/admin/grievances/${own.id}`).send({ status: "in_progress" })).status).toBe(200);

    const asCustomer = await customer.agent.patch(`/api/admin/grievances/${percent.id}`).send({ status: "resolved", response: "Done" });
    expect(asCustomer.status).toBe(403);
    expect((await request(t.app).patch(`/api/admin/grievances/${percent.id}`).send({ status: "in_progress" })).status).toBe(401);
    const missing = await admin.agent.patch("/api/admin/grievances/999999").send({ status: "in_progress" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Complaint not found", code: "NOT_FOUND" });
    expect((await customer.agent.get("/api/grievances")).body.find((g: Row) => g.id === percent.id)).toMatchObject({
      status: "open",
      response: null,
    });
  });
});
