import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS } from "../../../shared/catalog/consultations";
import { addDays, isWeekend, istInstant } from "../../../shared/schema";
import { openDatabase, queryRows } from "../../db/client";
import { nextWeekend, upcomingWeekdays, validBooking } from "../../../tests/setup/factories";
import { createTestApp, makeUser, signedInAgent, DEFAULT_PASSWORD, type TestApp } from "../../../tests/setup/test-app";
import { freezeClock } from "../../../tests/setup/clock";

// The app's clock, stopped at midday in India on Wednesday 17 June 2026: "a future date" and the 90-day horizon read it.
const TODAY = "2026-06-17";
freezeClock("2026-06-17T06:30:00Z");

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

const [SLOT_9, , SLOT_11, SLOT_12] = CONSULTATION_SLOTS;

async function auditsFor(id: number) {
  return queryRows<{ action_type: string; old_value: unknown; new_value: unknown; user_id: number }>(
    t.db,
    sql`select action_type, old_value, new_value, user_id from audit_logs where entity_type = 'consultation' and entity_id = ${String(id)} order by id`,
  );
}

describe("POST /api/consultations", () => {
  it("books with the form's fields, stores contact and slot, and audit-logs it", async () => {
    const res = await customer.agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: day[0], preferredTime: SLOT_9, email: "Asha.Verma@Example.in" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      userId: customer.user.id,
      topic: "Home Loan Consultation",
      preferredDate: day[0],
      preferredTime: SLOT_9,
      name: "Asha Verma",
      email: "asha.verma@example.in",
      phone: "98765 43210",
      notes: "Planning to buy a 2BHK in Bhopal",
      status: "pending",
      summary: null,
      adviser: null,
      holdUntil: new Date(Date.parse("2026-06-17T06:30:00Z") + 15 * 60_000).toISOString(),
    });
    const audits = await auditsFor(res.body.id);
    expect(audits).toEqual([
      {
        action_type: "create_consultation",
        old_value: null,
        new_value: {
          topic: "Home Loan Consultation",
          preferredDate: day[0],
          preferredTime: SLOT_9,
          status: "pending",
          adviserId: null,
          holdUntil: res.body.holdUntil,
        },
        user_id: customer.user.id,
      },
    ]);
    const mine = await customer.agent.get("/api/consultations");
    expect(mine.body.map((c: { id: number }) => c.id)).toContain(res.body.id);
    const theirs = await other.agent.get("/api/consultations");
    expect(theirs.body.map((c: { id: number }) => c.id)).not.toContain(res.body.id);
  });

  it("accepts the spec's payload (topic, preferredDate, notes): contact from the profile, no slot taken", async () => {
    // An IST browser picking the day sends midnight IST as UTC: the evening before.
    const iso = istInstant(day[1], 0).toISOString();
    expect(iso.slice(0, 10)).toBe(addDays(day[1], -1));
    const res = await customer.agent.post("/api/consultations").send({ topic: "Tax Planning", preferredDate: iso, notes: "" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      preferredDate: day[1],
      preferredTime: null,
      name: customer.user.fullName,
      email: customer.user.email,
      phone: customer.user.phoneNumber,
      notes: null,
    });
    const slots = await request(t.app).get(`/api/consultations/slots?date=${day[1]}`);
    expect(slots.body.slots.every((s: { remaining: number }) => s.remaining === 2)).toBe(true);
  });

  const saturday = nextWeekend(6);
  const sunday = nextWeekend(0);
  it.each([
    [{ topic: undefined }, "topic", "Please select a consultation topic"],
    [{ topic: "Astrology" }, "topic", "Please select a consultation topic"],
    [{ preferredDate: undefined }, "preferredDate", "Please select a date"],
    [{ preferredDate: "" }, "preferredDate", "Please select a date"],
    [{ preferredDate: "31/12/2030" }, "preferredDate", "Please select a valid date"],
    [{ preferredDate: "2030-02-30" }, "preferredDate", "Please select a valid date"],
    [{ preferredDate: TODAY }, "preferredDate", "Please select a future date"],
    [{ preferredDate: addDays(TODAY, -1) }, "preferredDate", "Please select a future date"],
    [{ preferredDate: saturday }, "preferredDate", "Please select a weekday (Monday to Friday)"],
    [{ preferredDate: sunday }, "preferredDate", "Please select a weekday (Monday to Friday)"],
    [{ name: "A" }, "name", "Name must be at least 2 characters"],
    [{ name: undefined }, "name", "Name must be at least 2 characters"],
    [{ email: "asha@" }, "email", "Please enter a valid email"],
    [{ phone: "98765" }, "phone", "Please enter a valid phone number"],
    [{ phone: "call me maybe" }, "phone", "Please enter a valid phone number"],
    [{ preferredTime: "" }, "preferredTime", "Please select a preferred time"],
    [{ preferredTime: undefined }, "preferredTime", "Please select a preferred time"],
    [{ preferredTime: "01:00 PM - 02:00 PM" }, "preferredTime", "Please select a preferred time"],
    [{ notes: "x".repeat(1001) }, "notes", "Notes cannot exceed 1000 characters"],
  ])("refuses %j with 400 and the spec's message", async (override, path, message) => {
    const res = await customer.agent.post("/api/consultations").send(validBooking({ preferredDate: day[2], ...override }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it("needs sign-in", async () => {
    const res = await request(t.app).post("/api/consultations").send(validBooking());
    expect(res.status).toBe(401);
  });
});

function expectExactlyTwoBooked(results: { status: number; body: { message?: string; code?: string } }[]) {
  expect(results.filter((r) => r.status === 201)).toHaveLength(2);
  const refused = results.filter((r) => r.status !== 201);
  expect(refused.map((r) => [r.status, r.body.message, r.body.code])).toEqual(
    Array.from({ length: 18 }, () => [409, "This time slot is fully booked", "CONFLICT"]),
  );
}

describe("slot limit ('Bookings per slot')", () => {
  it("lets exactly N of 20 simultaneous bookings of one slot through, across instances; the rest get 409", async () => {
    // On PostgreSQL half the customers book through a second app instance with its own connection pool.
    const url = (t.database as { url?: string }).url;
    const secondDatabase = url ? openDatabase({ databaseUrl: url, poolSize: 5 }) : t.database;
    const second = await createTestApp({}, { ...t, database: secondDatabase });
    try {
      const users = await Promise.all(Array.from({ length: 20 }, () => makeUser(t)));
      const agents = await Promise.all(
        users.map(async (u, i) => {
          const agent = request.agent(i % 2 === 0 ? t.app : second.app);
          await agent.post("/api/login").send({ username: u.username, password: DEFAULT_PASSWORD }).expect(200);
          return agent;
        }),
      );
      const results = await Promise.all(
        agents.map((a) => a.post("/api/consultations").send(validBooking({ preferredDate: day[3], preferredTime: SLOT_11 }))),
      );
      expectExactlyTwoBooked(results);
    } finally {
      if (secondDatabase !== t.database) await secondDatabase.close();
    }
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from consultations where preferred_date = ${day[3]} and preferred_time = ${SLOT_11}`,
    );
    expect(n).toBe(2);

    const slots = await request(t.app).get(`/api/consultations/slots?date=${day[3]}`);
    expect(slots.status).toBe(200);
    expect(slots.body.bookingsPerSlot).toBe(2);
    expect(slots.body.slots).toHaveLength(8);
    expect(slots.body.slots.find((s: { time: string }) => s.time === SLOT_11).remaining).toBe(0);
    expect(slots.body.slots.find((s: { time: string }) => s.time === SLOT_9).remaining).toBe(2);
  });

  it("follows the superadmin's setting, and a cancelled booking frees its place", async () => {
    await superadmin.agent.patch("/api/admin/settings").send({ bookingsPerSlot: 1 }).expect(200);
    try {
      const first = await customer.agent.post("/api/consultations").send(validBooking({ preferredDate: day[4], preferredTime: SLOT_12 }));
      expect(first.status).toBe(201);
      const full = await other.agent.post("/api/consultations").send(validBooking({ preferredDate: day[4], preferredTime: SLOT_12 }));
      expect(full.status).toBe(409);
      expect(full.body).toEqual({ message: "This time slot is fully booked", code: "CONFLICT" });
      await customer.agent.patch(`/api/consultations/${first.body.id}`).send({ status: "cancelled" }).expect(200);
      expect(
        (await other.agent.post("/api/consultations").send(validBooking({ preferredDate: day[4], preferredTime: SLOT_12 }))).status,
      ).toBe(201);
    } finally {
      await superadmin.agent.patch("/api/admin/settings").send({ bookingsPerSlot: 2 }).expect(200);
    }
  });

  it("gives a customer one place per slot", async () => {
    const someone = await signedInAgent(t);
    await someone.agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: day[5], preferredTime: SLOT_9 }))
      .expect(201);
    const again = await someone.agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: day[5], preferredTime: SLOT_9, topic: "Tax Planning" }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "You already have a consultation booked at this time", code: "CONFLICT" });
  });

  it("lets one customer hold at most 3 bookings, within the next 90 days, so nobody can fill the calendar", async () => {
    const busy = await signedInAgent(t);
    for (let i = 0; i < 3; i++)
      await busy.agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[6 + i], preferredTime: SLOT_11 }))
        .expect(201);
    const fourth = await busy.agent.post("/api/consultations").send(validBooking({ preferredDate: day[10], preferredTime: SLOT_11 }));
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({
      message: "You already have 3 consultations booked. Cancel or attend one before booking another.",
      code: "CONFLICT",
    });
    const mine = (await busy.agent.get("/api/consultations")).body;
    await busy.agent.patch(`/api/consultations/${mine[0].id}`).send({ status: "cancelled" }).expect(200);
    expect(
      (await busy.agent.post("/api/consultations").send(validBooking({ preferredDate: day[10], preferredTime: SLOT_11 }))).status,
    ).toBe(201);

    let far = addDays(TODAY, 91);
    while (isWeekend(far)) far = addDays(far, 1);
    const tooFar = await (
      await signedInAgent(t)
    ).agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: far, preferredTime: SLOT_11 }));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toBe("Please select a date within the next 90 days");
  });

  it("refuses 'Bookings per slot' outside 1 to 50", async () => {
    for (const [value, message] of [
      [0, "Bookings per slot must be at least 1"],
      [51, "Bookings per slot cannot exceed 50"],
      [1.5, "Bookings per slot must be a whole number"],
    ] as const) {
      const res = await superadmin.agent.patch("/api/admin/settings").send({ bookingsPerSlot: value });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe("GET /api/consultations/slots", () => {
  it("is public and answers a day's places; a day nobody could book is refused", async () => {
    const ok = await request(t.app).get(`/api/consultations/slots?date=${day[6]}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      date: day[6],
      bookingsPerSlot: 2,
      slots: CONSULTATION_SLOTS.map((time) => ({ time, remaining: 2, tooSoon: false })),
    });
    const weekend = await request(t.app).get(`/api/consultations/slots?date=${nextWeekend(0)}`);
    expect(weekend.status).toBe(400);
    expect(weekend.body).toMatchObject({ message: "Please select a weekday (Monday to Friday)", code: "VALIDATION_FAILED" });
    expect((await request(t.app).get("/api/consultations/slots?date=soon")).body.message).toBe("Please select a valid date");
    expect((await request(t.app).get("/api/consultations/slots")).body.message).toBe("Please select a date");
  });
});
