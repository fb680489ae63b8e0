import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLoan } from "../../../tests/setup/factories";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { updateSettings } from "../settings/settings.service";

let t: TestApp;
/** A second instance over the same database with a tight per-IP limit, reached through a trusted proxy. */
let tIp: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: "3", RATE_LIMIT_CHAT_IP: "10000" });
  tIp = await createTestApp({ RATE_LIMIT_CHAT: "100", RATE_LIMIT_CHAT_IP: "4", TRUST_PROXY: "loopback" }, t);
});
afterAll(async () => {
  await tIp?.close();
  await t?.close();
});

const chat = (body: unknown) =>
  request(t.app)
    .post("/api/chat")
    .send(body as object);

describe("POST /api/chat with no provider key: the built-in assistant", () => {
  it("answers a visitor with the EMI worked out", async () => {
    const res = await chat({ message: "EMI for 50 lakh at 8.5% for 20 years" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["reply"]);
    expect(res.body.reply).toContain("₹43,391 per month");
  });

  it("quotes the rates from the settings in force", async () => {
    await updateSettings(t.db, { lapRate: 9.9 }, { userId: null, ipAddress: null, userAgent: null });
    const res = await chat({ message: "LAP ka byaj kitna hai?" });
    expect(res.body.reply).toContain("The current Loan Against Property rate is **9.9%** a year.");
  });

  it("answers figures the calculator refuses with 200, never a server error", async () => {
    for (const message of [
      "salary 1 lakh monthly, 1 crore loan for 0 years",
      "salary 1 lakh monthly, loan for 6 months at 25%",
      "EMI for 99999999999999999999999 lakh at 0.0000001% for 0.01 months",
      `emi ${"9".repeat(400)} at ${"9".repeat(400)}% for ${"9".repeat(400)} years`,
      "I earn -1 lakh, EMI for -0 at -0%",
    ]) {
      const res = await chat({ message });
      expect(res.status, message).toBe(200);
      expect(res.body.reply, message).toBeTruthy();
    }
  });

  it("accepts history and trims the message", async () => {
    const res = await chat({
      message: "   SIP of 5000 for 10 years   ",
      history: [
        { role: "bot", content: "Hello! How can I help you today with your financial needs?" },
        { role: "user", content: "hi" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain("₹11,61,695");
  });
});

describe("POST /api/chat in Hindi", () => {
  const inLanguage = (tag: string, message: string) => request(t.app).post("/api/chat").set("Accept-Language", tag).send({ message });

  it("answers a Devanagari question from a Hindi page in Hindi, with the figures of its English twin", async () => {
    const res = await inLanguage("hi-IN", "50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई कितनी होगी?");
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain("₹50,00,000 के लोन पर 8.5% सालाना ब्याज दर से 20 साल के लिए ईएमआई **₹43,391 प्रति माह** है।");
    expect(res.body.reply).toContain("प्रोसेसिंग शुल्क (0.5%): ₹25,000।");
  });

  it("answers Hinglish in the page's language: Hindi on a Hindi page, English on an English one", async () => {
    const hindi = await inLanguage("hi-IN", "50 lakh ka EMI kitna hoga 20 saal ke liye");
    expect(hindi.body.reply).toContain("ईएमआई **₹43,391 प्रति माह** है।");
    const english = await inLanguage("en-IN", "50 lakh ka EMI kitna hoga 20 saal ke liye");
    expect(english.body.reply).toContain("the EMI is **₹43,391 per month**.");
    expect(english.body.reply).not.toMatch(/[\u0900-\u097F]/);
  });

  it("tells a signed-in customer the status of their applications in Hindi", async () => {
    const { agent } = await signedInAgent(t);
    const own = await agent.post("/api/loan-applications").send(validLoan({ amount: 2_200_000 }));
    expect(own.status).toBe(201);
    const res = await agent.post("/api/chat").set("Accept-Language", "hi-IN").send({ message: "मेरे लोन आवेदन की स्थिति क्या है?" });
    expect(res.body.private).toBe(true);
    expect(res.body.reply).toContain(`• #${own.body.id} ₹22,00,000 का होम लोन`);
    expect(res.body.reply).toContain("**लंबित: हमारी टीम इसकी समीक्षा कर रही है**");
  });
});

describe("validation", () => {
  it.each([
    ["a missing message", {}, "Please type a message"],
    ["an empty message", { message: "" }, "Please type a message"],
    ["a blank message", { message: " \n\t " }, "Please type a message"],
    ["a message over 2,000 characters", { message: "a".repeat(2001) }, "Your message is too long: at most 2,000 characters"],
    ["a NUL character", { message: "hi\u0000" }, "Text cannot contain a NUL character"],
    [
      "a history entry with an unknown role",
      { message: "hi", history: [{ role: "system", content: "x" }] },
      "A chat message's role is user or bot",
    ],
    ["history that is not a list", { message: "hi", history: "x" }, "history must be a list of messages"],
    [
      "more than 20 history entries",
      { message: "hi", history: Array.from({ length: 21 }, (_, i) => ({ role: i % 2 ? "bot" : "user", content: `m${i}` })) },
      "Send at most the last 20 messages as history",
    ],
    [
      "a history message of the visitor's over 2,000 characters",
      { message: "hi", history: [{ role: "user", content: "a".repeat(2001) }] },
      "A message in the history is too long: at most 2,000 characters for yours and 4,000 for the assistant's",
    ],
    [
      "a history answer over 4,000 characters",
      { message: "hi", history: [{ role: "bot", content: "a".repeat(4001) }] },
      "A message in the history is too long: at most 2,000 characters for yours and 4,000 for the assistant's",
    ],
  ])("refuses %s with 400", async (_name, body, message) => {
    const res = await chat(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "VALIDATION_FAILED" });
  });

  it("takes exactly 2,000 characters", async () => {
    expect((await chat({ message: `emi ${"x".repeat(1996)}` })).status).toBe(200);
  });

  it("takes 20 history entries at their longest", async () => {
    const history = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? { role: "bot", content: "b".repeat(4000) } : { role: "user", content: "u".repeat(2000) },
    );
    expect((await chat({ message: "hi", history })).status).toBe(200);
  });
});

describe("loan status from the customer's own applications", () => {
  it("lists the asker's applications and nobody else's", async () => {
    const { agent: asha } = await signedInAgent(t);
    const { agent: ravi } = await signedInAgent(t);
    const own = await asha.post("/api/loan-applications").send(validLoan({ amount: 3_300_000 }));
    // No rate named: the LAP rate in force is the one a test above set.
    const other = await ravi
      .post("/api/loan-applications")
      .send(validLoan({ loanType: "LAP", amount: 4_400_000, interestRate: undefined }));
    expect(own.status).toBe(201);
    expect(other.status).toBe(201);

    const res = await asha.post("/api/chat").send({ message: "What is the status of my loan?" });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain(`#${own.body.id} Home Loan of ₹33,00,000`);
    expect(res.body.reply).toContain("**Pending: our team is reviewing it**");
    expect(res.body.reply).not.toContain(`#${other.body.id}`);
    expect(res.body.reply).not.toContain("₹44,00,000");
  });

  it("asks a visitor to log in", async () => {
    const res = await chat({ message: "mera loan approve hua kya" });
    expect(res.body.reply).toContain("[log in](/auth)");
  });
});

describe("rate limits, counted in PostgreSQL", () => {
  it("limits each session, with a clear 429, and leaves other sessions alone", async () => {
    const visitor = request.agent(t.app);
    const first = await visitor.post("/api/chat").send({ message: "hi" });
    expect(first.status).toBe(200);
    // The first message starts a session, so the visitor's next messages count against it.
    expect(String(first.headers["set-cookie"])).toContain("gharsetu.sid=");
    for (let i = 0; i < 2; i++) expect((await visitor.post("/api/chat").send({ message: "hi" })).status).toBe(200);
    const limited = await visitor.post("/api/chat").send({ message: "hi" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: "You're sending messages too quickly. Please wait a minute and try again.",
      code: "RATE_LIMITED",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    expect((await request(t.app).post("/api/chat").send({ message: "hi" })).status).toBe(200);
  });

  it("limits a signed-in customer across their sessions", async () => {
    const { agent, user } = await signedInAgent(t);
    for (let i = 0; i < 3; i++) expect((await agent.post("/api/chat").send({ message: "hi" })).status).toBe(200);
    const second = request.agent(t.app);
    await second.post("/api/login").send({ username: user.username, password: "Test@12345" });
    expect((await second.post("/api/chat").send({ message: "hi" })).status).toBe(429);
  });

  it("limits each client address, whatever session it sends", async () => {
    const from = (ip: string) => request(tIp.app).post("/api/chat").set("X-Forwarded-For", ip).send({ message: "hi" });
    for (let i = 0; i < 4; i++) expect((await from("203.0.113.7")).status).toBe(200);
    const limited = await from("203.0.113.7");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: "Too many chat messages from this network. Please wait a minute and try again.",
      code: "RATE_LIMITED",
    });
    expect((await from("203.0.113.8")).status).toBe(200);
  });

  it("counts an IPv6 client by its /64 network, as one household or one server has", async () => {
    const from = (ip: string) => request(tIp.app).post("/api/chat").set("X-Forwarded-For", ip).send({ message: "hi" });
    for (let i = 0; i < 4; i++) expect((await from(`2001:db8:1:2::${i + 1}`)).status).toBe(200);
    const limited = await from("2001:db8:1:2:ffff:ffff:ffff:ffff");
    expect(limited.status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(200);
  });
});
