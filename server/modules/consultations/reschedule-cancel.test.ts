import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS, changeDeadline } from "../../../shared/catalog/consultations";
import { consultations } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { nextWeekend, upcomingWeekdays, validBooking } from "../../../tests/setup/factories";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { freezeClock } from "../../../tests/setup/clock";
import { bookConfirmed } from "../../../tests/setup/consultations";

// The app's clock, stopped at midday in India on Wednesday 17 June 2026: the change window and "today" read it.
const NOON = "2026-06-17T06:30:00Z";
const TODAY = "2026-06-17";
const clock = freezeClock(NOON);

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
let other: Awaited<ReturnType<typeof signedInAgent>>;
let superadmin: Awaited<ReturnType<typeof signedInAgent>>;
// One day per test, so no test finds a slot filled by another.
const day = upcomingWeekdays(20);
beforeAll(async () => {
  t = await createTestApp();
  [customer, other, superadmin] = await Promise.all([signedInAgent(t), signedInAgent(t), signedInAgent(t, "superadmin")]);
});
afterAll(() => t.close());

const [SLOT_9, SLOT_10, , , SLOT_14] = CONSULTATION_SLOTS;

async function auditsFor(id: number) {
  return queryRows<{ action_type: string; old_value: unknown; new_value: unknown }>(
    t.db,
    sql`select action_type, old_value, new_value from audit_logs where entity_type = 'consultation' and entity_id = ${String(id)} order by id`,
  );
}

describe("PATCH /api/consultations/:id (the owner reschedules or cancels)", () => {
  it("reschedules to a free slot, with the booking rules, and audit-logs old and new", async () => {
    const booked = (await bookConfirmed(customer.agent, { preferredDate: day[7], preferredTime: SLOT_9 })).body;
    const moved = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[8], preferredTime: SLOT_14 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booked.id, preferredDate: day[8], preferredTime: SLOT_14, status: "scheduled" });
    const audit = (await auditsFor(booked.id)).at(-1);
    expect(audit).toMatchObject({
      action_type: "reschedule_consultation",
      old_value: { preferredDate: day[7], preferredTime: SLOT_9 },
      new_value: { preferredDate: day[8], preferredTime: SLOT_14 },
    });

    const same = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[8], preferredTime: SLOT_14 });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ message: "Your consultation is already booked for this date and time", code: "BAD_REQUEST" });
    const weekend = await customer.agent
      .patch(`/api/consultations/${booked.id}`)
      .send({ preferredDate: nextWeekend(6), preferredTime: SLOT_9 });
    expect(weekend.status).toBe(400);
    expect(weekend.body).toMatchObject({ message: "Please select a weekday (Monday to Friday)", code: "VALIDATION_FAILED" });
    const past = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: TODAY, preferredTime: SLOT_9 });
    expect(past.body.message).toBe("Please select a future date");
    const noSlot = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[9] });
    expect(noSlot.body.message).toBe("Please select a preferred time");

    await other.agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: day[9], preferredTime: SLOT_10 }))
      .expect(201);
    await superadmin.agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: day[9], preferredTime: SLOT_10 }))
      .expect(201);
    const full = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[9], preferredTime: SLOT_10 });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: "This time slot is fully booked", code: "CONFLICT" });
  });

  it("cancels; a cancelled booking can be neither changed again nor paid", async () => {
    const booked = (await bookConfirmed(customer.agent, { preferredDate: day[10], preferredTime: SLOT_9 })).body;
    const cancelled = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect((await auditsFor(booked.id)).at(-1)).toMatchObject({
      action_type: "cancel_consultation",
      old_value: { status: "scheduled" },
      new_value: { status: "cancelled" },
    });
    const move = await customer.agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[11], preferredTime: SLOT_9 });
    expect(move.status).toBe(409);
    expect(move.body).toEqual({
      message: "This consultation is cancelled, so it can no longer be rescheduled",
      code: "INVALID_TRANSITION",
    });
    const pay = await customer.agent.post(`/api/payments/consultation/${booked.id}`);
    expect(pay.status).toBe(409);
  });

  it("closes 24 hours before the slot starts", async () => {
    // Today's 5 PM slot, five hours after the clock's midday.
    const [soon] = await t.db
      .insert(consultations)
      .values({ userId: customer.user.id, topic: "Tax Planning", preferredDate: TODAY, preferredTime: CONSULTATION_SLOTS[7] })
      .returning();
    const cancel = await customer.agent.patch(`/api/consultations/${soon.id}`).send({ status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({
      message: "A consultation can be cancelled only until 24 hours before it starts. Please call us to change it.",
      code: "CONFLICT",
    });
    const move = await customer.agent.patch(`/api/consultations/${soon.id}`).send({ preferredDate: day[12], preferredTime: SLOT_9 });
    expect(move.status).toBe(409);
    expect(move.body).toEqual({
      message: "A consultation can be rescheduled only until 24 hours before it starts. Please call us to change it.",
      code: "CONFLICT",
    });
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, soon.id));
    expect(row).toMatchObject({ status: "scheduled", preferredDate: TODAY });
  });

  it("is open until exactly 24 hours before the slot starts, and not a millisecond after", async () => {
    const { agent } = await signedInAgent(t);
    const booked = (await bookConfirmed(agent, { preferredDate: day[16], preferredTime: SLOT_9 })).body;
    try {
      clock.set(changeDeadline(day[16], SLOT_9));
      await agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[17], preferredTime: SLOT_9 }).expect(200);
      clock.set(changeDeadline(day[17], SLOT_9).getTime() + 1);
      const late = await agent.patch(`/api/consultations/${booked.id}`).send({ status: "cancelled" });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("A consultation can be cancelled only until 24 hours before it starts. Please call us to change it.");
    } finally {
      clock.set(NOON);
    }
  });

  it("answers 404 for another customer's booking and changes nothing", async () => {
    const booked = (await bookConfirmed(customer.agent, { preferredDate: day[13], preferredTime: SLOT_9 })).body;
    const res = await other.agent.patch(`/api/consultations/${booked.id}`).send({ status: "cancelled" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Consultation not found", code: "NOT_FOUND" });
    expect((await customer.agent.get("/api/consultations")).body.find((c: { id: number }) => c.id === booked.id).status).toBe("scheduled");
    expect((await request(t.app).patch(`/api/consultations/${booked.id}`).send({ status: "cancelled" })).status).toBe(401);
  });

  it.each([
    [{ status: "completed" }, "You can only set the status to cancelled"],
    [{}, "Please select a date"],
    [{ status: "cancelled", preferredDate: day[15], preferredTime: SLOT_9 }, "Cancel or reschedule, not both at once"],
    [{ status: "cancelled", notes: "late" }, 'Unrecognized key: "notes"'],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const [booked] = await t.db
      .insert(consultations)
      .values({ userId: customer.user.id, topic: "Wealth Management", preferredDate: day[14] })
      .returning();
    const res = await customer.agent.patch(`/api/consultations/${booked.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "VALIDATION_FAILED" });
    expect((await t.db.select().from(consultations).where(eq(consultations.id, booked.id)))[0]).toEqual(booked);
  });
});
