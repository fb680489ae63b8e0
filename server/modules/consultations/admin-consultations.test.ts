import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS } from "../../../shared/catalog/consultations";
import { queryRows } from "../../db/client";
import { upcomingWeekdays, validBooking } from "../../../tests/setup/factories";
import { createTestApp, linksOf, pageOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";
import { freezeClock } from "../../../tests/setup/clock";
import { bookConfirmed } from "../../../tests/setup/consultations";
import { consultationStart } from "../../../shared/catalog/consultations";

// The app's clock, stopped at midday in India on Wednesday 17 June 2026; moved to a session's start to complete it.
const NOON = "2026-06-17T06:30:00Z";
const clock = freezeClock(NOON);
/** Runs `fn` with the clock at a session's start (a session is completed only once begun), then back at noon. */
async function atStart<T>(date: string, slot: string, fn: () => Promise<T>): Promise<T> {
  clock.set(consultationStart(date, slot));
  try {
    return await fn();
  } finally {
    clock.set(NOON);
  }
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let superadmin: Awaited<ReturnType<typeof signedInAgent>>;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
let other: Awaited<ReturnType<typeof signedInAgent>>;
const day = upcomingWeekdays(10);
const [SLOT_9, SLOT_10, SLOT_11] = CONSULTATION_SLOTS;
let tax: { id: number };
let homeLoan: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  [admin, superadmin, customer, other] = await Promise.all([
    signedInAgent(t, "admin"),
    signedInAgent(t, "superadmin"),
    signedInAgent(t),
    signedInAgent(t),
  ]);
  homeLoan = (await bookConfirmed(customer.agent, { preferredDate: day[0], preferredTime: SLOT_9 })).body;
  tax = (
    await bookConfirmed(other.agent, {
      preferredDate: day[0],
      preferredTime: SLOT_10,
      topic: "Tax Planning",
      name: "Ravi Iyer",
      email: "ravi.iyer@example.in",
      phone: "+91 91234 56789",
    })
  ).body;
});
afterAll(() => t.close());

const list = (agent: typeof admin.agent, query = "") => agent.get(`/api/admin/consultations${query}`);

describe("GET /api/admin/consultations", () => {
  it("pages every booking, newest first, with the customer's name", async () => {
    const all = await list(admin.agent);
    expect(all.status).toBe(200);
    expect(pageOf(all).total).toBe(2);
    expect(all.body.map((c: { id: number }) => c.id)).toEqual([tax.id, homeLoan.id]);
    expect(all.body[0]).toMatchObject({
      topic: "Tax Planning",
      name: "Ravi Iyer",
      customer: { fullName: other.user.fullName, username: other.user.username },
    });
    const paged = await list(superadmin.agent, "?page=2&pageSize=1");
    expect(paged.body.map((c: { id: number }) => c.id)).toEqual([homeLoan.id]);
    expect(linksOf(paged)).toMatchObject({
      first: "/api/admin/consultations?page=1&pageSize=1",
      prev: "/api/admin/consultations?page=1&pageSize=1",
    });
  });

  it("searches topic, name, email, phone, status and the customer in SQL, and filters by status", async () => {
    const ids = async (query: string) => (await list(admin.agent, query)).body.map((c: { id: number }) => c.id);
    expect(await ids("?q=TAX")).toEqual([tax.id]);
    expect(await ids("?q=asha")).toEqual([homeLoan.id]);
    expect(await ids("?q=ravi.iyer%40example")).toEqual([tax.id]);
    expect(await ids("?q=91234")).toEqual([tax.id]);
    expect(await ids(`?q=${encodeURIComponent(customer.user.fullName)}`)).toEqual([homeLoan.id]);
    expect(await ids("?q=scheduled")).toHaveLength(2);
    expect(await ids("?q=100%25")).toEqual([]);
    expect(await ids("?status=completed")).toEqual([]);
    expect(await ids("?status=scheduled&q=home")).toEqual([homeLoan.id]);
    const bad = await list(admin.agent, "?status=done");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Status must be pending, scheduled, completed or cancelled", code: "VALIDATION_FAILED" });
  });

  it("is for admin and superadmin only", async () => {
    expect((await list(customer.agent)).status).toBe(403);
    expect((await request(t.app).get("/api/admin/consultations")).status).toBe(401);
  });
});

describe("PATCH /api/admin/consultations/:id", () => {
  it("marks completed with a summary the customer reads; audit-logs old and new; analytics follow", async () => {
    const before = (await admin.agent.get("/api/admin/analytics")).body.consultations;
    const early = await admin.agent.patch(`/api/admin/consultations/${homeLoan.id}`).send({ status: "completed" });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^This session starts at .+; it can be marked completed only once it has started$/);
    const res = await atStart(day[0], SLOT_9, () =>
      admin.agent
        .patch(`/api/admin/consultations/${homeLoan.id}`)
        .send({ status: "completed", summary: "  Compare SBI and HDFC offers; keep FOIR under 50%.  " }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "completed", summary: "Compare SBI and HDFC offers; keep FOIR under 50%." });
    const seen = (await customer.agent.get("/api/consultations")).body.find((c: { id: number }) => c.id === homeLoan.id);
    expect(seen).toMatchObject({ status: "completed", summary: "Compare SBI and HDFC offers; keep FOIR under 50%." });
    const [audit] = await queryRows<{ action_type: string; old_value: unknown; new_value: unknown; user_id: number }>(
      t.db,
      sql`select action_type, old_value, new_value, user_id from ${auditLogsAsRead} where entity_type = 'consultation' and entity_id = ${String(homeLoan.id)} order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action_type: "update_consultation_status",
      old_value: { status: "scheduled" },
      new_value: { status: "completed", summary: "Compare SBI and HDFC offers; keep FOIR under 50%." },
      user_id: admin.user.id,
    });
    const after = (await admin.agent.get("/api/admin/analytics")).body.consultations;
    expect(after).toEqual({ total: before.total, scheduled: before.scheduled - 1, completed: before.completed + 1 });

    // The same status again needs a summary to change; a summary alone is an edit.
    const again = await admin.agent.patch(`/api/admin/consultations/${homeLoan.id}`).send({ status: "completed" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This consultation is already completed", code: "ALREADY_IN_STATUS" });
    const edited = await superadmin.agent
      .patch(`/api/admin/consultations/${homeLoan.id}`)
      .send({ status: "completed", summary: "Compare SBI and HDFC offers." });
    expect(edited.body).toMatchObject({ status: "completed", summary: "Compare SBI and HDFC offers." });
  });

  it.each([
    [{ status: "done" }, "Status must be scheduled, completed or cancelled"],
    [{}, "Status must be scheduled, completed or cancelled"],
    [{ status: "completed", summary: "x".repeat(2001) }, "Summary cannot exceed 2000 characters"],
  ])("refuses %j with 400", async (body, message) => {
    const res = await admin.agent.patch(`/api/admin/consultations/${tax.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "VALIDATION_FAILED" });
  });

  it("puts a cancelled booking back only if its slot has a place", async () => {
    const a = (await bookConfirmed(customer.agent, { preferredDate: day[1], preferredTime: SLOT_11 })).body;
    await admin.agent.patch(`/api/admin/consultations/${a.id}`).send({ status: "cancelled" }).expect(200);
    // Confirmed, so they hold their places whatever the time (a pending hold would have run out by the session's start).
    await bookConfirmed(other.agent, { preferredDate: day[1], preferredTime: SLOT_11 });
    await bookConfirmed(superadmin.agent, { preferredDate: day[1], preferredTime: SLOT_11 });
    const back = await admin.agent.patch(`/api/admin/consultations/${a.id}`).send({ status: "scheduled" });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ message: "This time slot is fully booked", code: "CONFLICT" });
    // A completed booking holds a place as well: no way round the limit through "completed".
    const viaCompleted = await atStart(day[1], SLOT_11, () =>
      admin.agent.patch(`/api/admin/consultations/${a.id}`).send({ status: "completed" }),
    );
    expect(viaCompleted.status).toBe(409);
    expect(viaCompleted.body).toEqual({ message: "This time slot is fully booked", code: "CONFLICT" });
    const reopened = await admin.agent.patch(`/api/admin/consultations/${tax.id}`).send({ status: "cancelled" });
    expect(reopened.body.status).toBe("cancelled");
    expect((await admin.agent.patch(`/api/admin/consultations/${tax.id}`).send({ status: "scheduled" })).body.status).toBe("scheduled");
  });

  it("staff confirming a pending booking close the customer's open ₹0 order, audited; paying it afterwards is refused", async () => {
    const booked = await customer.agent.post("/api/consultations").send(validBooking({ preferredDate: day[3], preferredTime: SLOT_10 }));
    expect(booked.body.status).toBe("pending");
    const order = await customer.agent.post(`/api/payments/consultation/${booked.body.id}`).send({});
    expect(order.status).toBe(201);
    const confirmed = await admin.agent.patch(`/api/admin/consultations/${booked.body.id}`).send({ status: "scheduled" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe("scheduled");
    const [payment] = await queryRows<{ id: number; status: string }>(
      t.db,
      sql`select id, status from payments where order_id = ${order.body.razorpay.order_id}`,
    );
    expect(payment.status).toBe("expired");
    const [audit] = await queryRows<{ action_type: string; description: string; user_id: number }>(
      t.db,
      sql`select action_type, description, user_id from ${auditLogsAsRead} where entity_type = 'payment' and entity_id = ${String(payment.id)} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action_type: "expire_payment", user_id: admin.user.id });
    expect(audit.description).toContain(`consultation #${booked.body.id} was confirmed by staff`);
    const late = await customer.agent.post("/api/payments/verify").send({
      razorpay_payment_id: `pay_demo_late${booked.body.id}`,
      razorpay_order_id: order.body.razorpay.order_id,
      razorpay_signature: "demo",
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    const mine = (await customer.agent.get("/api/consultations")).body.find((c: { id: number }) => c.id === booked.body.id);
    expect(mine.status).toBe("scheduled");
  });

  it("refuses staff their own booking (four eyes), customers, and unknown ids", async () => {
    const own = (await bookConfirmed(admin.agent, { preferredDate: day[2], preferredTime: SLOT_9 })).body;
    const self = await admin.agent.patch(`/api/admin/consultations/${own.id}`).send({ status: "completed" });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: "You cannot review your own consultation", code: "FORBIDDEN" });
    await atStart(day[2], SLOT_9, () =>
      superadmin.agent.patch(`/api/admin/consultations/${own.id}`).send({ status: "completed" }).expect(200),
    );
    expect((await customer.agent.patch(`/api/admin/consultations/${tax.id}`).send({ status: "completed" })).status).toBe(403);
    const missing = await admin.agent.patch("/api/admin/consultations/999999").send({ status: "completed" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Consultation not found", code: "NOT_FOUND" });
  });
});
