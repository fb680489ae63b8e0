import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationKind } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { upcomingWeekdays, validBooking, validLoan, validSip } from "../../../tests/setup/factories";
import { confirmConsultation } from "../../../tests/setup/consultations";
import { samplePdf, validAadhaar } from "../../../tests/setup/kyc-files";
import { oneStepDecisions } from "../../../tests/setup/maker-checker";
import { acknowledgeKfs, createTestApp, investorAgent, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

type Agent = Awaited<ReturnType<typeof signedInAgent>>["agent"];
type Mail = { kind: string; to: string; subject: string; text: string; html: string; attachments: { filename: string; content: string }[] };

let t: TestApp;
let admin: Agent;
let superadmin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAgent(t, "admin")).agent;
  superadmin = (await signedInAgent(t, "superadmin")).agent;
});
afterAll(() => t.close());

/** A user's notifications, and the e-mails queued under the same event keys. */
async function messagesOf(userId: number) {
  const notes = await queryRows<{ kind: string; title: string; body: string; link: string; event_key: string }>(
    t.db,
    sql`select kind, title, body, link, event_key from notifications where user_id = ${userId} order by id`,
  );
  const mails = await queryRows<{ dedupe_key: string; payload: Mail }>(
    t.db,
    sql`select dedupe_key, payload from outbox where topic = 'email' and dedupe_key in (select event_key from notifications where user_id = ${userId}) order by id`,
  );
  return { notes, mails: mails.map((m) => ({ key: m.dedupe_key, ...m.payload })) };
}

/** Exactly these events, each with one notification and one e-mail under the same key. */
async function expectEvents(userId: number, kinds: NotificationKind[]) {
  const { notes, mails } = await messagesOf(userId);
  expect(notes.map((n) => n.kind)).toEqual(kinds);
  expect(mails.map((m) => m.kind)).toEqual(kinds);
  expect(mails.map((m) => m.key)).toEqual(notes.map((n) => n.event_key));
  return { notes, mails };
}

const emailsTo = async (address: string) =>
  (
    await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from outbox where topic = 'email' and payload->>'to' = ${address}`)
  )[0].n;

describe("consultations", () => {
  const day = upcomingWeekdays(12);

  it("booked, rescheduled and cancelled by the customer: one of each, to the account's own address, retries add nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    // Whatever address and name are typed on the form, the mail goes to the registered address only:
    // otherwise anyone could make us mail any address with a "name" of their choosing.
    // A "name" holding a web address is refused at once.
    await agent
      .post("/api/consultations")
      .send(validBooking({ preferredDate: day[4], name: "Verify your KYC at evil.example" }))
      .expect(400);
    const booked = (
      await agent
        .post("/api/consultations")
        .send(
          validBooking({
            preferredDate: day[4],
            email: `victim-${user.id}@example.org`,
            name: "Someone Else",
            notes: "Click http://evil.example",
          }),
        )
        .expect(201)
    ).body;
    // Nothing is announced until the booking is confirmed (the ₹0 step).
    expect((await messagesOf(user.id)).notes).toEqual([]);
    await confirmConsultation(agent, booked.id).then((r) => expect(r.status).toBe(200));
    const move = { preferredDate: day[6], preferredTime: "02:00 PM - 03:00 PM" };
    await agent.patch(`/api/consultations/${booked.id}`).send(move).expect(200);
    expect((await agent.patch(`/api/consultations/${booked.id}`).send(move)).status).toBe(400);
    await agent.patch(`/api/consultations/${booked.id}`).send({ status: "cancelled" }).expect(200);
    expect((await agent.patch(`/api/consultations/${booked.id}`).send({ status: "cancelled" })).status).toBe(409);

    const { notes, mails } = await expectEvents(user.id, ["consultation_booked", "consultation_rescheduled", "consultation_cancelled"]);
    expect(mails.every((m) => m.to === user.email)).toBe(true);
    expect(await emailsTo(`victim-${user.id}@example.org`)).toBe(0);
    expect(notes[0]).toMatchObject({ title: "Your consultation is booked", link: "/dashboard?tab=consultations" });
    expect(mails[0].text).toContain(`Dear ${user.fullName},`);
    expect(JSON.stringify(mails)).not.toContain("evil.example");
    expect(mails[0].attachments).toEqual([expect.objectContaining({ filename: `gharsetu-consultation-${booked.id}.ics` })]);
    expect(mails[0].attachments[0].content).toContain(`UID:consultation-${booked.id}@gharsetu`);
    // Each e-mail about a booking to come carries its reschedule and cancel links (the dashboard opens the dialog).
    for (const mail of mails.slice(0, 2)) {
      expect(mail.text).toContain(`/dashboard?tab=consultations&consultation=${booked.id}&change=reschedule`);
      expect(mail.text).toContain(`/dashboard?tab=consultations&consultation=${booked.id}&change=cancel`);
    }
    expect(mails[1].text).toContain("02:00 PM - 03:00 PM IST");
    expect(mails[1].attachments).toHaveLength(1);
    // One event in the customer's calendar: the same UID throughout, each version a higher SEQUENCE; the cancellation removes it.
    const ics = mails.map((m) => m.attachments[0].content);
    expect(ics.map((i) => /METHOD:(\w+)/.exec(i)?.[1])).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(ics.map((i) => /SEQUENCE:(\d+)/.exec(i)?.[1])).toEqual(["0", "1", "2"]);
    expect(ics.every((i) => i.includes(`UID:consultation-${booked.id}@gharsetu`))).toBe(true);
    expect(ics[2]).toContain("STATUS:CANCELLED");
    expect(ics[0]).toContain('ORGANIZER;CN="GharSetu":MAILTO:support@gharsetu.example');
  });

  it("completed by an adviser with the summary; repeating the same request adds nothing, a new summary tells the customer again", async () => {
    const { agent, user } = await signedInAgent(t);
    const booked = (
      await agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[5] }))
        .expect(201)
    ).body;
    await confirmConsultation(agent, booked.id).then((r) => expect(r.status).toBe(200));
    // The session has begun (staff mark a session completed only then).
    await queryRows(t.db, sql`update consultations set starts_at = now() - interval '1 hour' where id = ${booked.id}`);
    const done = { status: "completed", summary: "Compare the old and new tax regimes before March." };
    await admin.patch(`/api/admin/consultations/${booked.id}`).send(done).expect(200);
    await admin.patch(`/api/admin/consultations/${booked.id}`).send(done).expect(200);
    expect((await admin.patch(`/api/admin/consultations/${booked.id}`).send({ status: "completed" })).status).toBe(409);
    const { notes, mails } = await expectEvents(user.id, ["consultation_booked", "consultation_completed"]);
    expect(notes[1].body).toContain("Compare the old and new tax regimes before March.");
    expect(mails[1].html).toContain("Compare the old and new tax regimes before March.");

    await admin
      .patch(`/api/admin/consultations/${booked.id}`)
      .send({ ...done, summary: "Also review the ELSS lock-in." })
      .expect(200);
    const again = await expectEvents(user.id, ["consultation_booked", "consultation_completed", "consultation_completed"]);
    expect(again.notes[2].title).toBe("Your adviser updated the consultation summary");
  });

  it("cancelled by staff", async () => {
    const { agent, user } = await signedInAgent(t);
    const booked = (
      await agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day[7] }))
        .expect(201)
    ).body;
    await confirmConsultation(agent, booked.id).then((r) => expect(r.status).toBe(200));
    await admin.patch(`/api/admin/consultations/${booked.id}`).send({ status: "cancelled" }).expect(200);
    expect((await admin.patch(`/api/admin/consultations/${booked.id}`).send({ status: "cancelled" })).status).toBe(409);
    const { notes } = await expectEvents(user.id, ["consultation_booked", "consultation_cancelled"]);
    expect(notes[1].body).toMatch(/We had to cancel/);
  });
});

describe("loans and payments", () => {
  it("submitted, rejected with the reason, reopened, approved; a replayed decision adds nothing", async () => {
    await oneStepDecisions(t);
    const { agent, user } = await signedInAgent(t);
    const loan = (await agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    const reject = { status: "rejected", rejectionReason: "Income proof is older than three months" };
    await admin.patch(`/api/admin/loan-applications/${loan.id}`).send(reject).expect(200);
    expect((await admin.patch(`/api/admin/loan-applications/${loan.id}`).send(reject)).status).toBe(409);
    await superadmin
      .post(`/api/admin/loan-applications/${loan.id}/actions`)
      .send({ action: "reopen", expectedStage: "rejected", reason: "A newer salary slip arrived" })
      .expect(200);
    await admin.patch(`/api/admin/loan-applications/${loan.id}`).send({ status: "approved" }).expect(200);

    const { notes, mails } = await expectEvents(user.id, ["loan_submitted", "loan_rejected", "loan_stage_changed", "loan_approved"]);
    expect(mails.every((m) => m.to === user.email)).toBe(true);
    expect(notes[0].body).toContain("Home Loan application");
    expect(mails[0].text).toContain(`Dear ${user.fullName},`);
    expect(mails[0].text).toMatch(/Amount:\s+₹25,00,000/);
    expect(mails[0].text).toMatch(/Monthly EMI:\s+₹21,696/);
    expect(notes[1].body).toContain("Reason: Income proof is older than three months.");
    expect(mails[1].text).toContain("Grievance redressal officer: Asha Verma (fictional), grievance@gharsetu.example");
  });

  it("a captured payment sends one receipt with its id, amount, date and item; a replayed verification adds nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    const loan = (await agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    await acknowledgeKfs(agent, loan.id);
    const order = (await agent.post(`/api/payments/loan-processing-fee/${loan.id}`).expect(201)).body;
    const proof = { razorpay_payment_id: "pay_demo_receipt1", razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" };
    await agent.post("/api/payments/verify").send(proof).expect(200);
    await agent.post("/api/payments/verify").send(proof).expect(200);

    const { notes, mails } = await expectEvents(user.id, ["loan_submitted", "payment_receipt"]);
    expect(notes[1]).toMatchObject({ title: "Payment receipt: ₹12,500", link: "/dashboard?tab=transactions" });
    const receipt = mails[1].text;
    expect(receipt).toMatch(/Payment ID:\s+pay_demo_receipt1/);
    expect(receipt).toMatch(/Amount:\s+₹12,500/);
    expect(receipt).toMatch(/Date:\s+\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(receipt).toMatch(new RegExp(`Item:\\s+Processing fee, Home Loan application #${loan.id}`));
  });

  it("the free consultation's ₹0 confirmation sends no receipt: the booking e-mail covers it", async () => {
    const { agent, user } = await signedInAgent(t);
    const booked = (
      await agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: upcomingWeekdays(10)[9] }))
        .expect(201)
    ).body;
    const order = (await agent.post(`/api/payments/consultation/${booked.id}`).expect(201)).body;
    await agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_zero", razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
    await expectEvents(user.id, ["consultation_booked"]);
  });
});

describe("SIPs", () => {
  it("started, paused, resumed; a repeated pause adds nothing; the e-mail shows the account masked", async () => {
    const { agent, user } = await investorAgent(t);
    const sip = (await agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    await agent.patch(`/api/sip-investments/${sip.id}`).send({ status: "paused" }).expect(200);
    expect((await agent.patch(`/api/sip-investments/${sip.id}`).send({ status: "paused" })).status).toBe(409);
    await agent.patch(`/api/sip-investments/${sip.id}`).send({ status: "active" }).expect(200);

    const { mails } = await expectEvents(user.id, ["sip_started", "sip_paused", "sip_resumed"]);
    expect(mails[0].text).toMatch(/Monthly amount:\s+₹5,000/);
    expect(mails[0].text).toContain("XXXX5678");
    expect(JSON.stringify(mails)).not.toContain("30012345678");
    expect(mails[0].text).toContain("Mutual Fund investments are subject to market risks");
  });
});

describe("KYC", () => {
  const upload = (agent: Agent, fields: Record<string, string>) => {
    let req = agent.post("/api/kyc-documents");
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach("file", samplePdf(), { filename: "doc.pdf", contentType: "application/pdf" });
  };

  it("verified or rejected with the reason by staff; a repeated review adds nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    const slip = (await upload(agent, { documentType: "Salary Slip" }).expect(201)).body;
    const pan = (await upload(agent, { documentType: "PAN Card", documentNumber: "ABCDE1234F" }).expect(201)).body;
    await admin.patch(`/api/admin/kyc-documents/${slip.id}`).send({ verificationStatus: "verified" }).expect(200);
    expect((await admin.patch(`/api/admin/kyc-documents/${slip.id}`).send({ verificationStatus: "verified" })).status).toBe(409);
    await admin
      .patch(`/api/admin/kyc-documents/${pan.id}`)
      .send({ verificationStatus: "rejected", rejectionReason: "The photo is blurred" })
      .expect(200);

    const { notes, mails } = await expectEvents(user.id, ["kyc_verified", "kyc_rejected"]);
    expect(notes[1].body).toContain("Reason: The photo is blurred.");
    expect(JSON.stringify(mails)).not.toContain("ABCDE1234F");
  });

  it("verified automatically, and never showing the Aadhaar number", async () => {
    await superadmin.patch("/api/admin/settings").send({ automaticKyc: true }).expect(200);
    try {
      const { agent, user } = await signedInAgent(t);
      const aadhaar = validAadhaar();
      await upload(agent, { documentType: "Aadhaar Card", documentNumber: aadhaar }).expect(201);
      const { notes, mails } = await expectEvents(user.id, ["kyc_verified"]);
      expect(notes[0].body).toMatch(/verified automatically/);
      expect(JSON.stringify(mails)).not.toContain(aadhaar);
      expect(JSON.stringify(mails)).not.toContain(aadhaar.slice(-4));
    } finally {
      await superadmin.patch("/api/admin/settings").send({ automaticKyc: false }).expect(200);
    }
  });
});

describe("accounts", () => {
  it("a role change tells the user once; setting the same role again adds nothing", async () => {
    const { user } = await signedInAgent(t);
    await superadmin.patch(`/api/admin/users/${user.id}/role`).send({ role: "admin" }).expect(200);
    await superadmin.patch(`/api/admin/users/${user.id}/role`).send({ role: "admin" }).expect(200);
    const { notes, mails } = await expectEvents(user.id, ["role_changed"]);
    expect(notes[0]).toMatchObject({ link: "/admin", body: expect.stringContaining("from Customer to Admin") });
    expect(mails[0].to).toBe(user.email);
  });
});

describe("a failed change", () => {
  it("leaves neither a notification nor an e-mail", async () => {
    const { agent, user } = await signedInAgent(t);
    const before = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from outbox where topic = 'email'`))[0].n;
    expect((await agent.post("/api/sip-investments").send(validSip({ monthlyAmount: 10 }))).status).toBe(400);
    expect((await agent.patch("/api/consultations/999999").send({ status: "cancelled" })).status).toBe(404);
    await expectEvents(user.id, []);
    expect((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from outbox where topic = 'email'`))[0].n).toBe(before);
  });
});
