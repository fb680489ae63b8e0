import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS, consultationStart } from "../../../shared/catalog/consultations";
import { consultations } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { jobDeps, runDueWork } from "../../jobs/run-due";
import { freezeClock } from "../../../tests/setup/clock";
import { bookConfirmed, confirmConsultation } from "../../../tests/setup/consultations";
import { upcomingWeekdays, validBooking } from "../../../tests/setup/factories";
import { createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

// The app's clock, stopped at midday in India on Wednesday 17 June 2026; moved forward to run the reminders.
const NOON = "2026-06-17T06:30:00Z";
const clock = freezeClock(NOON);
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInAgent>>;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
const advisers: number[] = [];
// One day per test, so no test finds a slot filled by another.
const day = upcomingWeekdays(12);
const [SLOT_9, SLOT_10, SLOT_11] = CONSULTATION_SLOTS;
const deps = () => jobDeps(t.config);

beforeAll(async () => {
  t = await createTestApp();
  [superadmin, admin] = await Promise.all([signedInAgent(t, "superadmin"), signedInAgent(t, "admin")]);
  for (const [name, languages] of [
    ["Meera Iyer", ["en", "hi", "ta"]],
    ["Arjun Mehta", ["en", "hi", "gu"]],
  ] as const) {
    const staff = await makeUser(t, { role: "admin" });
    await superadmin.agent.put(`/api/admin/advisers/${staff.id}`).send({ displayName: name, languages, active: true }).expect(200);
    advisers.push(staff.id);
  }
});
afterAll(() => t.close());

const settings = (patch: Record<string, unknown>) => superadmin.agent.patch("/api/admin/settings").send(patch).expect(200);
const customer = async () => (await signedInAgent(t)).agent;
const kindsOf = async (id: number) =>
  (
    await queryRows<{ kind: string }>(
      t.db,
      sql`select kind from notifications where event_key like ${`%:consultation:${id}:%`} order by id`,
    )
  ).map((r) => r.kind);
const emailsAbout = (id: number) =>
  queryRows<{ kind: string; subject: string; text: string }>(
    t.db,
    sql`select payload->>'kind' as kind, payload->>'subject' as subject, payload->>'text' as text from outbox where topic = 'email' and dedupe_key like ${`%:consultation:${id}:%`} order by id`,
  );

describe("advisers", () => {
  it("the superadmin makes a member of staff an adviser; nobody else may, and customers cannot be", async () => {
    const list = await admin.agent.get("/api/admin/advisers").expect(200);
    const withAdviser = list.body.filter((r: { adviser: unknown }) => r.adviser);
    expect(withAdviser).toHaveLength(2);
    expect(withAdviser).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: advisers[1],
          adviser: { displayName: "Arjun Mehta", languages: ["en", "hi", "gu"], active: true },
        }),
        expect.objectContaining({
          userId: advisers[0],
          adviser: { displayName: "Meera Iyer", languages: ["en", "hi", "ta"], active: true },
        }),
      ]),
    );
    const body = { displayName: "Someone", languages: ["en"], active: true };
    expect((await admin.agent.put(`/api/admin/advisers/${advisers[0]}`).send(body)).status).toBe(403);
    const notStaff = await superadmin.agent.put(`/api/admin/advisers/${(await makeUser(t)).id}`).send(body);
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.message).toBe("Only staff accounts can be advisers");
    const bad = await superadmin.agent.put(`/api/admin/advisers/${advisers[0]}`).send({ ...body, languages: [] });
    expect(bad.body).toMatchObject({ message: "Choose at least one language", code: "VALIDATION_FAILED" });
    const symbols = await superadmin.agent.put(`/api/admin/advisers/${advisers[0]}`).send({ ...body, displayName: "🙂🙂" });
    expect(symbols.body.message).toBe("Use letters for the name, not symbols");
    expect((await request(t.app).get("/api/admin/advisers")).status).toBe(401);
    const [audit] = await queryRows<{ action_type: string; new_value: unknown }>(
      t.db,
      sql`select action_type, new_value from audit_logs where entity_type = 'user' and entity_id = ${String(advisers[0])} order by id`,
    );
    expect(audit).toEqual({
      action_type: "add_adviser",
      new_value: { displayName: "Meera Iyer", languages: ["en", "hi", "ta"], active: true },
    });
  });

  it("share the sessions of a slot round-robin; the customer sees who, and a slot with no adviser free is full", async () => {
    await settings({ bookingsPerSlot: 5 });
    try {
      const first = await bookConfirmed(await customer(), { preferredDate: day[0], preferredTime: SLOT_9 });
      const second = await bookConfirmed(await customer(), { preferredDate: day[0], preferredTime: SLOT_9 });
      const names = [first.body.adviser.name, second.body.adviser.name];
      expect(names.sort()).toEqual(["Arjun Mehta", "Meera Iyer"]);
      expect(first.body.adviser).toMatchObject({
        initials: expect.stringMatching(/^(MI|AM)$/),
        languages: expect.arrayContaining(["en", "hi"]),
      });
      // Two advisers: a third session at 9 has nobody to take it, whatever 'Bookings per slot' says.
      const third = await (
        await customer()
      )
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[0], preferredTime: SLOT_9 }));
      expect(third.status).toBe(409);
      expect(third.body.message).toBe("This time slot is fully booked");
      const slots = (await request(t.app).get(`/api/consultations/slots?date=${day[0]}`)).body.slots;
      expect(slots[0]).toEqual({ time: SLOT_9, remaining: 0, tooSoon: false });
      // The next session goes to whoever was assigned least recently: the first booking's adviser.
      const next = await bookConfirmed(await customer(), { preferredDate: day[0], preferredTime: SLOT_11 });
      expect(next.body.adviser.name).toBe(first.body.adviser.name);
    } finally {
      await settings({ bookingsPerSlot: 2 });
    }
  });

  it("an adviser no longer staff takes no new sessions", async () => {
    const places = async () => (await request(t.app).get(`/api/consultations/slots?date=${day[11]}`)).body.slots[0].remaining;
    expect(await places()).toBe(2);
    await superadmin.agent.patch(`/api/admin/users/${advisers[1]}/role`).send({ role: "user" }).expect(200);
    try {
      expect(await places()).toBe(1);
    } finally {
      await superadmin.agent.patch(`/api/admin/users/${advisers[1]}/role`).send({ role: "admin" }).expect(200);
    }
    expect(await places()).toBe(2);
  });

  it("a session held without an adviser (booked before there were any) takes one of them; confirming gives it one", async () => {
    const agent = await customer();
    const { user } = await signedInAgent(t);
    // Booked before advisers existed: confirmed, no adviser.
    await t.db.insert(consultations).values({
      userId: user.id,
      topic: "Tax Planning",
      preferredDate: day[9],
      preferredTime: SLOT_9,
      status: "scheduled",
      startsAt: consultationStart(day[9], SLOT_9),
      confirmedAt: new Date(NOON),
    });
    const places = async () => (await request(t.app).get(`/api/consultations/slots?date=${day[9]}`)).body.slots[0].remaining;
    expect(await places()).toBe(1);
    const pending = (
      await agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[9], preferredTime: SLOT_9 }))
        .expect(201)
    ).body;
    expect(pending.adviser).not.toBeNull();
    expect(await places()).toBe(0);
    // A pending booking left without an adviser (there were none when it was made) gets one as it is confirmed.
    await t.db.update(consultations).set({ adviserId: null }).where(eq(consultations.id, pending.id));
    expect((await confirmConsultation(agent, pending.id)).status).toBe(200);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, pending.id));
    expect(advisers).toContain(row.adviserId);
  });

  it("keep a buffer after a session when the setting asks: nobody is given back-to-back sessions", async () => {
    await settings({ consultationBufferMinutes: 15 });
    try {
      await bookConfirmed(await customer(), { preferredDate: day[1], preferredTime: SLOT_9 });
      await bookConfirmed(await customer(), { preferredDate: day[1], preferredTime: SLOT_9 });
      const slots = (await request(t.app).get(`/api/consultations/slots?date=${day[1]}`)).body.slots;
      expect(slots.slice(0, 3).map((s: { remaining: number }) => s.remaining)).toEqual([0, 0, 2]);
      const at10 = await (
        await customer()
      )
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[1], preferredTime: SLOT_10 }));
      expect(at10.status).toBe(409);
    } finally {
      await settings({ consultationBufferMinutes: 0 });
    }
  });
});

describe("confirmation", () => {
  it("a booking is pending and announces nothing until confirmed; confirmed, it gets its meeting room and the e-mail", async () => {
    await settings({ videoMeetingBaseUrl: "https://meet.jit.si/" });
    try {
      const agent = await customer();
      const booked = (
        await agent
          .post("/api/consultations")
          .send(validBooking({ preferredDate: day[2], preferredTime: SLOT_9 }))
          .expect(201)
      ).body;
      expect(booked).toMatchObject({ status: "pending", meetingUrl: null, adviser: expect.objectContaining({ name: expect.any(String) }) });
      expect(await kindsOf(booked.id)).toEqual([]);
      expect((await confirmConsultation(agent, booked.id)).status).toBe(200);
      const [seen] = (await agent.get("/api/consultations")).body;
      expect(seen).toMatchObject({ status: "scheduled", holdUntil: null, confirmedAt: new Date(NOON).toISOString() });
      expect(seen.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/GharSetu-[0-9a-f]{20}$/);
      expect(await kindsOf(booked.id)).toEqual(["consultation_booked"]);
      const [mail] = await emailsAbout(booked.id);
      expect(mail.text).toContain(`Video call: ${seen.meetingUrl}`);
      expect(mail.text).toContain(`Adviser:`);
      expect(mail.text).toContain(seen.adviser.name);
    } finally {
      await settings({ videoMeetingBaseUrl: "" });
    }
  });

  it("a hold runs out: others may take the place, the job runner releases it once and says so in the app", async () => {
    await settings({ bookingsPerSlot: 1 });
    try {
      const agent = await customer();
      const held = (
        await agent
          .post("/api/consultations")
          .send(validBooking({ preferredDate: day[3], preferredTime: SLOT_9 }))
          .expect(201)
      ).body;
      const other = await customer();
      expect((await other.post("/api/consultations").send(validBooking({ preferredDate: day[3], preferredTime: SLOT_9 }))).status).toBe(
        409,
      );
      clock.set(Date.parse(NOON) + 16 * 60_000);
      // Past its hold the place is free again, before any job has run.
      const taker = (
        await other
          .post("/api/consultations")
          .send(validBooking({ preferredDate: day[3], preferredTime: SLOT_9 }))
          .expect(201)
      ).body;
      const reports = await Promise.all([runDueWork(t.db, deps()), runDueWork(t.db, deps())]);
      expect(reports.map((r) => r.consultations.expired).reduce((a, b) => a + b)).toBe(1);
      const [row] = await t.db.select().from(consultations).where(eq(consultations.id, held.id));
      expect(row.status).toBe("cancelled");
      expect(await kindsOf(held.id)).toEqual(["consultation_expired"]);
      expect(await emailsAbout(held.id)).toEqual([]);
      // Confirming it now is refused: it was cancelled.
      expect((await confirmConsultation(agent, held.id)).status).toBe(409);
      expect(taker.status).toBe("pending");
    } finally {
      clock.set(NOON);
      await settings({ bookingsPerSlot: 2 });
    }
  });

  it("a hold that ran out is still confirmed while its place is free (confirming after the job released it is refused above)", async () => {
    const agent = await customer();
    const late = (
      await agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[4], preferredTime: SLOT_10 }))
        .expect(201)
    ).body;
    clock.set(Date.parse(NOON) + 20 * 60_000);
    try {
      expect((await confirmConsultation(agent, late.id)).status).toBe(200);
      expect((await agent.get("/api/consultations")).body[0].status).toBe("scheduled");
    } finally {
      clock.set(NOON);
    }
  });

  it("the minimum notice keeps slots that start too soon off the page", async () => {
    await settings({ consultationMinNoticeHours: 72 });
    try {
      const soon = upcomingWeekdays(1)[0];
      const slots = (await request(t.app).get(`/api/consultations/slots?date=${soon}`)).body.slots;
      expect(slots.every((s: { tooSoon: boolean; remaining: number }) => s.tooSoon && s.remaining === 0)).toBe(
        consultationStart(soon, SLOT_9).getTime() < Date.parse(NOON) + 72 * HOUR,
      );
      const res = await (await customer()).post("/api/consultations").send(validBooking({ preferredDate: soon, preferredTime: SLOT_9 }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Please choose a time at least 72 hours from now");
    } finally {
      await settings({ consultationMinNoticeHours: 12 });
    }
  });
});

describe("reminders", () => {
  it("a day and an hour before, once each however many runners; none for a session begun", async () => {
    const agent = await customer();
    const booked = (await bookConfirmed(agent, { preferredDate: day[6], preferredTime: SLOT_10 })).body;
    const start = consultationStart(day[6], SLOT_10).getTime();

    clock.set(start - 25 * HOUR);
    await runDueWork(t.db, deps());
    expect(await kindsOf(booked.id)).toEqual(["consultation_booked"]);

    clock.set(start - 24 * HOUR + 5 * 60_000);
    const day1 = await Promise.all([runDueWork(t.db, deps()), runDueWork(t.db, deps()), runDueWork(t.db, deps())]);
    expect(day1.map((r) => r.consultations.remindedDayBefore).reduce((a, b) => a + b)).toBe(1);
    expect(await kindsOf(booked.id)).toEqual(["consultation_booked", "consultation_reminder"]);
    const reminder = (await emailsAbout(booked.id)).at(-1)!;
    expect(reminder.subject).toBe("Your consultation is tomorrow");
    // The online change window closed with the day-before moment: the reminder gives the phone, not dead links.
    expect(reminder.text).not.toContain("change=reschedule");
    expect(reminder.text).toContain("To change or cancel it now, please call us on");

    clock.set(start - 50 * 60_000);
    const hour = await Promise.all([runDueWork(t.db, deps()), runDueWork(t.db, deps())]);
    expect(hour.map((r) => r.consultations.remindedHourBefore).reduce((a, b) => a + b)).toBe(1);
    await runDueWork(t.db, deps());
    expect(await kindsOf(booked.id)).toEqual(["consultation_booked", "consultation_reminder", "consultation_reminder"]);
    expect((await emailsAbout(booked.id)).at(-1)!.subject).toBe("Your consultation starts in an hour");

    clock.set(start + 10 * 60_000);
    await runDueWork(t.db, deps());
    expect(await kindsOf(booked.id)).toHaveLength(3);
    clock.set(NOON);
  });

  it("a booking moved to a time close at hand is not told it is 'tomorrow' long after that moment", async () => {
    const agent = await customer();
    await settings({ consultationMinNoticeHours: 0 });
    const EVENING = CONSULTATION_SLOTS[7];
    const booked = (await bookConfirmed(agent, { preferredDate: day[11], preferredTime: EVENING })).body;
    // 25 hours before its 5 PM start (still changeable), it moves to 9 AM the same day: 17 hours off, its day-before moment long past.
    clock.set(consultationStart(day[11], EVENING).getTime() - 25 * HOUR);
    try {
      await agent.patch(`/api/consultations/${booked.id}`).send({ preferredDate: day[11], preferredTime: SLOT_9 }).expect(200);
      await runDueWork(t.db, deps());
      expect(await kindsOf(booked.id)).toEqual(["consultation_booked", "consultation_rescheduled"]);
    } finally {
      clock.set(NOON);
      await settings({ consultationMinNoticeHours: 12 });
    }
  });

  it("the command line drives them for a given IST time; a session confirmed within the day gets only the hour-before one", async () => {
    const agent = await customer();
    const booked = (await bookConfirmed(agent, { preferredDate: day[8], preferredTime: SLOT_9 })).body;
    // Confirmed at noon on the 17th: the day-before moment comes later, so this one is sent.
    const report = await runDueWork(t.db, deps(), day[7], "09:30");
    expect(report.consultations.remindedDayBefore).toBe(1);
    expect(await kindsOf(booked.id)).toEqual(["consultation_booked", "consultation_reminder"]);

    clock.set(consultationStart(day[10], SLOT_9).getTime() - 20 * HOUR);
    try {
      const lateBooker = await customer();
      await settings({ consultationMinNoticeHours: 0 });
      const close = (await bookConfirmed(lateBooker, { preferredDate: day[10], preferredTime: SLOT_9 })).body;
      await runDueWork(t.db, deps());
      expect(await kindsOf(close.id)).toEqual(["consultation_booked"]);
      clock.set(consultationStart(day[10], SLOT_9).getTime() - 30 * 60_000);
      await runDueWork(t.db, deps());
      expect(await kindsOf(close.id)).toEqual(["consultation_booked", "consultation_reminder"]);
    } finally {
      clock.set(NOON);
      await settings({ consultationMinNoticeHours: 12 });
    }
  });
});
