import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOX_MAX_ATTEMPTS } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { validLoan, validSip } from "../../../tests/setup/factories";
import { createTestApp, investorAgent, linksOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { deliverDue } from "./outbox.service";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
let ids: { delivered: number; failed: number; pending: number; webhook: number };
beforeAll(async () => {
  t = await createTestApp({ LOAN_WEBHOOK_URL: "http://127.0.0.1:9/sheet" });
  admin = await signedInAgent(t, "admin");
  customer = await investorAgent(t);
  // Their sign-ins from new browsers were e-mailed: not what this file is about.
  await t.db.execute(sql`delete from outbox where payload->>'kind' = 'new_sign_in'`);
  await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
  const sip = (await customer.agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
  await customer.agent.patch(`/api/sip-investments/${sip.id}`).send({ status: "paused" }).expect(200);
  const rows = await queryRows<{ id: number; topic: string; kind: string | null }>(
    t.db,
    sql`select id, topic, payload->>'kind' as kind from outbox order by id`,
  );
  const find = (kind: string) => rows.find((r) => r.kind === kind)!.id;
  ids = {
    webhook: rows.find((r) => r.topic === "loan_webhook")!.id,
    delivered: find("loan_submitted"),
    failed: find("sip_started"),
    pending: find("sip_paused"),
  };
  await deliverDue(t.db, { email: async () => {} }, { batch: 1 });
  await queryRows(
    t.db,
    sql`update outbox set attempts = ${OUTBOX_MAX_ATTEMPTS}, last_error = '550 mailbox unavailable', claim_token = gen_random_uuid() where id = ${ids.failed}`,
  );
});
afterAll(() => t.close());

describe("GET /api/admin/outbox", () => {
  it("lists messages newest first with recipient, status, attempts and last error, and none of the customer's details", async () => {
    const res = await admin.agent.get("/api/admin/outbox").expect(200);
    expect(res.headers["x-total-count"]).toBe("4");
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([ids.pending, ids.failed, ids.delivered, ids.webhook].sort((a, b) => b - a));
    const failed = res.body.find((m: { id: number }) => m.id === ids.failed);
    expect(failed).toMatchObject({
      topic: "email",
      recipient: customer.user.email,
      status: "failed",
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: "550 mailbox unavailable",
    });
    // Kind only: a subject can name an amount or a KYC outcome.
    expect(failed.payload).toEqual({ kind: "sip_started" });
    const webhook = res.body.find((m: { id: number }) => m.id === ids.webhook);
    expect(webhook).toMatchObject({
      topic: "loan_webhook",
      recipient: "Loan spreadsheet web hook",
      status: "pending",
      payload: { applicationId: expect.any(Number) },
    });
    const everything = JSON.stringify(res.body);
    for (const personal of [
      customer.user.fullName,
      customer.user.phoneNumber!,
      "Arera Colony",
      "XXXX5678",
      "State Bank of India",
      "Dear ",
      "Your SIP is set up",
      "subject",
      "₹",
    ]) {
      expect(everything).not.toContain(personal);
    }
  });

  it("filters by status and pages", async () => {
    const only = async (status: string) =>
      (await admin.agent.get(`/api/admin/outbox?status=${status}`).expect(200)).body.map((m: { id: number }) => m.id);
    expect(await only("delivered")).toEqual([ids.delivered]);
    expect(await only("failed")).toEqual([ids.failed]);
    expect(await only("pending")).toEqual([ids.pending, ids.webhook]);
    const page = await admin.agent.get("/api/admin/outbox?status=pending&page=2&pageSize=1").expect(200);
    expect(page.body.map((m: { id: number }) => m.id)).toEqual([ids.webhook]);
    expect(linksOf(page).prev).toBe("/api/admin/outbox?status=pending&page=1&pageSize=1");
    const bad = await admin.agent.get("/api/admin/outbox?status=lost");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Status must be pending, failed or delivered", code: "VALIDATION_FAILED" });
  });

  it("is for staff only", async () => {
    expect((await request(t.app).get("/api/admin/outbox")).status).toBe(401);
    expect((await customer.agent.get("/api/admin/outbox")).status).toBe(403);
    expect((await customer.agent.post(`/api/admin/outbox/${ids.failed}/retry`)).status).toBe(403);
  });
});

describe("POST /api/admin/outbox/{id}/retry", () => {
  it("queues a failed message again with fresh attempts, audit-logged, and it is then delivered once", async () => {
    const [before] = await queryRows<{ claim_token: string | null }>(t.db, sql`select claim_token from outbox where id = ${ids.failed}`);
    const res = await admin.agent.post(`/api/admin/outbox/${ids.failed}/retry`).expect(200);
    expect(res.body).toMatchObject({ id: ids.failed, status: "pending", attempts: 0, lastError: null });
    // The claim token is never reset, so a worker still holding an old claim cannot match a new one.
    const [after] = await queryRows<{ claim_token: string | null }>(t.db, sql`select claim_token from outbox where id = ${ids.failed}`);
    expect(before.claim_token).toEqual(expect.any(String));
    expect(after.claim_token).toBe(before.claim_token);
    const [audit] = await queryRows<{ user_id: number; old_value: { attempts: number } }>(
      t.db,
      sql`select user_id, old_value from ${auditLogsAsRead} where action_type = 'retry_outbox_message' and entity_id = ${String(ids.failed)}`,
    );
    expect(audit).toMatchObject({
      user_id: admin.user.id,
      old_value: { attempts: OUTBOX_MAX_ATTEMPTS, lastError: "550 mailbox unavailable" },
    });
    const sent: number[] = [];
    await deliverDue(t.db, { email: async (row) => void sent.push(row.id) });
    expect(sent).toEqual([ids.failed, ids.pending]);
  });

  it("never sends a delivered message again, leaves one being sent alone, and 404s an unknown id", async () => {
    const delivered = await admin.agent.post(`/api/admin/outbox/${ids.delivered}/retry`);
    expect(delivered.status).toBe(409);
    expect(delivered.body).toEqual({ message: "This message was already delivered. It is never sent twice.", code: "INVALID_TRANSITION" });
    await queryRows(t.db, sql`update outbox set locked_until = now() + interval '1 minute' where id = ${ids.webhook}`);
    const sending = await admin.agent.post(`/api/admin/outbox/${ids.webhook}/retry`);
    expect(sending.status).toBe(409);
    expect(sending.body).toEqual({ message: "This message is being sent right now. Look again in a minute.", code: "CONFLICT" });
    const unknown = await admin.agent.post("/api/admin/outbox/999999/retry");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Message not found", code: "NOT_FOUND" });
  });
});
