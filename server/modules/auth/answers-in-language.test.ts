import { Secret, TOTP } from "otpauth";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "../../../shared/schema";
import { nowMs } from "../../../shared/clock";
import { linkToken, mailbox } from "../../../tests/setup/mailbox";
import { DEFAULT_PASSWORD, createTestApp, makeUser, type TestApp } from "../../../tests/setup/test-app";

/**
 * A success answer's words are in the caller's language (Accept-Language), as an error's are: the pages
 * show them as they come, so a Hindi page's "password changed" or "link sent" reads in Hindi.
 */
let t: TestApp;
let box: ReturnType<typeof mailbox>;
beforeAll(async () => {
  t = await createTestApp();
  box = mailbox(t);
});
afterAll(() => t.close());

const HINDI = { "Accept-Language": "hi-IN" };

async function signIn(username: string, password = DEFAULT_PASSWORD) {
  const agent = request.agent(t.app);
  await agent.post("/api/login").send({ username, password }).expect(200);
  return agent;
}

describe("success answers in the caller's language", () => {
  it("a forgotten password's answer and the reset it leads to", async () => {
    const user = await makeUser(t);
    const english = await request(t.app).post("/api/password/forgot").send({ login: user.username }).expect(202);
    expect(english.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await box.fresh();
    const hindi = await request(t.app).post("/api/password/forgot").set(HINDI).send({ login: user.username }).expect(202);
    expect(hindi.body).toEqual({
      message: "अगर कोई खाता मेल खाता है, तो हमने उसके ईमेल पते पर एक लिंक भेज दिया है। यह लिंक 30 मिनट तक मान्य है।",
    });

    const [mail] = (await box.fresh()).filter((m) => m.kind === "password_reset");
    const token = linkToken(mail, "/reset-password", t.config.publicUrl);
    const done = await request(t.app).post("/api/password/reset").set(HINDI).send({ token, newPassword: "Fresh@2026x" }).expect(200);
    expect(done.body).toEqual({
      message: "आपका पासवर्ड बदल दिया गया है और हर डिवाइस से लॉग आउट कर दिया गया है। कृपया अपने नए पासवर्ड से लॉग इन करें।",
    });
  });

  it("a verification link sent again names the address inside the Hindi sentence", async () => {
    const agent = request.agent(t.app);
    const email = `hindi.answers.${process.pid}@example.in`;
    await agent
      .post("/api/register")
      .send({ username: `hindi_answers_${process.pid}`, password: DEFAULT_PASSWORD, email, fullName: "Asha Verma" })
      .expect(201);
    const hindi = await agent.post("/api/me/email/verification").set(HINDI).expect(202);
    expect(hindi.body).toEqual({ message: `हमने ${email} पर एक नया लिंक भेज दिया है। यह 24 घंटे तक मान्य है।` });
    const english = await agent.post("/api/me/email/verification").expect(202);
    expect(english.body).toEqual({ message: `We have sent a new link to ${email}. It is valid for 24 hours.` });
  });

  it("a changed password, two-factor sign-in turned on and off, and signing out", async () => {
    const user = await makeUser(t);
    const agent = await signIn(user.username);
    const changed = await agent
      .post("/api/me/password")
      .set(HINDI)
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: "Other@2026x" })
      .expect(200);
    expect(changed.body).toEqual({ message: "आपका पासवर्ड बदल दिया गया है। बाकी सभी डिवाइस से आपको लॉग आउट कर दिया गया है।" });

    const setup = await agent.post("/api/me/two-factor/setup").send({ currentPassword: "Other@2026x" }).expect(200);
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
      timestamp: nowMs(),
    });
    const on = await agent.post("/api/me/two-factor/enable").set(HINDI).send({ code }).expect(200);
    expect(on.body.message).toBe(
      "टू-फ़ैक्टर ऑथेंटिकेशन चालू है। इन रिकवरी कोड को किसी सुरक्षित जगह रखें: हर कोड एक बार काम करता है, और हम इन्हें दोबारा नहीं दिखाएँगे।",
    );
    const off = await agent.delete("/api/me/two-factor").set(HINDI).send({ currentPassword: "Other@2026x" }).expect(200);
    expect(off.body).toEqual({ message: "टू-फ़ैक्टर ऑथेंटिकेशन बंद है।" });

    const out = await agent.post("/api/logout").set(HINDI).expect(200);
    expect(out.body).toEqual({ message: "आप सफलतापूर्वक लॉग आउट हो गए हैं।" });
  });
});
