import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIstDate } from "../../../shared/format";
import { queryRows } from "../../db/client";
import { upcomingWeekdays, validBooking, validLoan, validSip } from "../../../tests/setup/factories";
import { confirmConsultation } from "../../../tests/setup/consultations";
import { createTestApp, DEFAULT_PASSWORD, investorReady, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

type Mail = { kind: string; to: string; subject: string; text: string; html: string; attachments: { filename: string; content: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Devanagari: the Hindi text, whatever its exact words. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** A user's notifications, and the e-mails queued for them, oldest first (but the new-sign-in alert of signing in for the test). */
async function messagesOf(userId: number) {
  const notes = await queryRows<{ kind: string; title: string; body: string }>(
    t.db,
    sql`select kind, title, body from notifications where user_id = ${userId} order by id`,
  );
  const mails = await queryRows<{ payload: Mail }>(
    t.db,
    sql`select payload from outbox where topic = 'email' and user_id = ${userId} order by id`,
  );
  return { notes, mails: mails.map((m) => m.payload).filter((m) => m.kind !== "new_sign_in") };
}

/** A signed-in customer who chose Hindi. */
async function hindiCustomer() {
  const customer = await signedInAgent(t);
  await customer.agent.put("/api/account/language").send({ language: "hi" }).expect(200);
  return customer;
}

/** An .ics file's lines as written before folding (lines over 75 octets continue on the next with a space). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("notices in the recipient's language", () => {
  it("a Hindi customer's loan notice and e-mail are in Hindi, the amounts in rupees with Indian grouping; an English customer's are unchanged", async () => {
    const hindi = await hindiCustomer();
    const hindiLoan = (await hindi.agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    const { notes, mails } = await messagesOf(hindi.user.id);
    expect(notes.map((n) => n.kind)).toEqual(["loan_submitted"]);
    expect(notes[0].title).toBe("हमें आपका लोन आवेदन मिल गया है");
    expect(notes[0].body).toMatch(/^₹25,00,000 के लिए आपका .+ आवेदन #\d+ हमारी टीम के पास समीक्षा के लिए है।/);
    const [mail] = mails;
    expect(mail.subject).toBe("हमें आपका लोन आवेदन मिल गया है");
    expect(mail.text).toContain(`प्रिय ${hindi.user.fullName},`);
    expect(mail.text).toContain(notes[0].body);
    expect(mail.text).toMatch(/राशि:\s+₹25,00,000/);
    expect(mail.text).toMatch(/मासिक ईएमआई:\s+₹21,696/);
    expect(mail.text).toMatch(/प्रोसेसिंग शुल्क:\s+₹12,500/);
    expect(mail.text).toMatch(/अवधि:\s+240 महीने/);
    expect(mail.text).toContain("सादर,\nटीम GharSetu");
    // Its links open the Hindi pages: the application's own.
    expect(mail.text).toContain(`{{gharsetu-origin}}/hi/loans/${hindiLoan.id}`);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).not.toMatch(/We have received|Dear |Warm regards/);

    const english = await signedInAgent(t);
    const englishLoan = (await english.agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    const en = await messagesOf(english.user.id);
    expect(en.notes[0].title).toBe("We have received your loan application");
    expect(en.mails[0].subject).toBe("We have received your loan application");
    expect(en.mails[0].text).toContain(`Dear ${english.user.fullName},`);
    expect(en.mails[0].text).toMatch(/Amount:\s+₹25,00,000/);
    expect(en.mails[0].text).toContain(`{{gharsetu-origin}}/loans/${englishLoan.id}`);
    expect(en.mails[0].html).toContain('<html lang="en-IN">');
    expect(en.mails[0].text).not.toMatch(DEVANAGARI);
  });

  it("a Hindi customer's booking: the date in Hindi in the notice and the e-mail, and the invite's summary in Hindi", async () => {
    const { agent, user } = await hindiCustomer();
    const day = upcomingWeekdays(3)[2];
    const booked = (
      await agent
        .post("/api/consultations")
        .send(validBooking({ preferredDate: day }))
        .expect(201)
    ).body;
    await confirmConsultation(agent, booked.id).then((r) => expect(r.status).toBe(200));
    const { notes, mails } = await messagesOf(user.id);
    const hindiDay = formatIstDate(day, "hi");
    expect(hindiDay).toMatch(/^\d{1,2} \S*[\u0900-\u097F]\S* \d{4}$/);
    expect(notes[0].title).toBe("आपका परामर्श बुक हो गया है");
    expect(notes[0].body).toContain(`${hindiDay}, 10:00 AM - 11:00 AM IST के लिए बुक हो गया है।`);
    expect(mails[0].subject).toBe("आपका परामर्श बुक हो गया है");
    expect(mails[0].text).toMatch(new RegExp(`तारीख:\\s+${hindiDay}`));
    expect(mails[0].text).not.toContain(formatIstDate(day));
    const invite = unfolded(mails[0].attachments[0].content);
    expect(invite).toMatch(/^SUMMARY:GharSetu परामर्श: \S/m);
    expect(invite).toContain("LOCATION:फ़ोन कॉल: आपके सलाहकार आपको कॉल करेंगे");
    expect(invite).toContain("10:00 AM - 11:00 AM IST");
  });

  it("a Hindi customer's payment receipt words what was paid for in Hindi, not the English description the payment recorded", async () => {
    const { agent, user } = await hindiCustomer();
    await investorReady(t, user.id);
    const sip = (await agent.post("/api/sip-investments").send(validSip()).expect(201)).body;
    const order = (await agent.post(`/api/payments/sip-investment/${sip.id}`).expect(201)).body;
    await agent
      .post("/api/payments/verify")
      .send({ razorpay_payment_id: "pay_demo_hindi_receipt", razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" })
      .expect(200);
    const { notes, mails } = await messagesOf(user.id);
    const item = `पहला योगदान, इक्विटी ग्रोथ प्लान (SIP #${sip.id})`;
    const receipt = notes.find((n) => n.kind === "payment_receipt")!;
    expect(receipt.title).toBe("भुगतान की रसीद: ₹5,000");
    expect(receipt.body).toBe(`हमें ${item} के लिए आपका ₹5,000 का भुगतान मिल गया है। धन्यवाद।`);
    const mail = mails.find((m) => m.kind === "payment_receipt")!;
    expect(mail.text).toMatch(new RegExp(`विवरण:\\s+${item.replace(/[()]/g, "\\$&")}`));
    expect(mail.text).not.toMatch(/First contribution|Equity Growth Plan/);
  });

  it("words are fixed when the notice is made: a later change of language leaves earlier notices as they were", async () => {
    const { agent, user } = await hindiCustomer();
    await agent.post("/api/loan-applications").send(validLoan()).expect(201);
    await agent.put("/api/account/language").send({ language: "en" }).expect(200);
    await agent.post("/api/loan-applications").send(validLoan()).expect(201);
    const { notes, mails } = await messagesOf(user.id);
    expect(notes.map((n) => n.title)).toEqual(["हमें आपका लोन आवेदन मिल गया है", "We have received your loan application"]);
    expect(mails.map((m) => m.subject)).toEqual(["हमें आपका लोन आवेदन मिल गया है", "We have received your loan application"]);
  });

  it("registering in Hindi: the verification e-mail comes in Hindi, to the Hindi page", async () => {
    const username = `hindi_reg_${process.pid}`;
    const res = await request(t.app)
      .post("/api/register")
      .set("Cookie", "lang=hi")
      .send({
        username,
        password: "Secure@123",
        email: `${username}@example.in`,
        fullName: "Meera Iyer",
        privacyNoticeAccepted: true,
      })
      .expect(201);
    const { mails } = await messagesOf(res.body.id);
    expect(mails.map((m) => m.kind)).toEqual(["email_verification"]);
    expect(mails[0].subject).toBe("GharSetu के लिए अपना ईमेल पता सत्यापित करें");
    expect(mails[0].text).toMatch(/^नमस्ते,/);
    expect(mails[0].text).toContain("मेरा ईमेल पता सत्यापित करें:\n{{gharsetu-origin}}/hi/");
    expect(mails[0].text).toMatch(/लिंक की वैधता:\s+\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  });

  it("the goodbye after deleting a Hindi account is in Hindi", async () => {
    const { agent, user } = await hindiCustomer();
    await agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const [goodbye] = await queryRows<{ payload: Mail }>(
      t.db,
      sql`select payload from outbox where topic = 'email' and dedupe_key = ${`account_deleted:user:${user.id}`}`,
    );
    expect(goodbye.payload.subject).toBe("आपका GharSetu खाता हटा दिया गया है");
    expect(goodbye.payload.text).toMatch(DEVANAGARI);
    expect(goodbye.payload.text).not.toContain("Your GharSetu account was deleted");
  });
});
