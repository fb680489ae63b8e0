import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { ServerResponse } from "node:http";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStandIn, type Received } from "../../../tests/setup/http-stand-in";
import { validLoan } from "../../../tests/setup/factories";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { createApp } from "../../app";
import type { Database } from "../../db/client";
import { loadConfig } from "../../env";
import { createAccount } from "../auth/auth.service";

const API_KEY = "sk-ant-test-0123456789-do-not-leak";
const MODEL = "claude-stand-in-model";
const GREETING = "Hello! How can I help you today with your financial needs?";

type Mode = "ok" | "error" | "refused" | "slow" | "empty";
let mode: Mode = "ok";

/** The key as the API takes it: an x-api-key header, or (as this SDK sends it) a bearer token. */
const keyOf = (req: Received) => req.headers["x-api-key"] ?? req.headers.authorization?.replace(/^Bearer /, "");

/** The Messages API as the SDK sees it: POST /v1/messages with the key, answering a message object. */
function messagesApi(req: Received, res: ServerResponse) {
  res.setHeader("Content-Type", "application/json");
  if (req.method !== "POST" || req.url !== "/v1/messages" || keyOf(req) !== API_KEY) {
    res.statusCode = 401;
    res.end(JSON.stringify({ type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } }));
    return;
  }
  const message = (content: unknown[]) =>
    JSON.stringify({
      id: "msg_standin",
      type: "message",
      role: "assistant",
      model: MODEL,
      content,
      stop_reason: "end_turn",
      usage: { input_tokens: 10, output_tokens: 5 },
    });
  if (mode === "error") {
    res.statusCode = 500;
    res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: "Internal server error" } }));
  } else if (mode === "refused") {
    res.statusCode = 400;
    res.end(JSON.stringify({ type: "error", error: { type: "invalid_request_error", message: "Your credit balance is too low" } }));
  } else if (mode === "slow") {
    setTimeout(() => res.end(message([{ type: "text", text: "Too late" }])), 1500);
  } else if (mode === "empty") {
    res.end(message([]));
  } else {
    res.end(message([{ type: "text", text: "Namaste from the stand-in. [Book a free consultation](/consultation)" }]));
  }
}

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let database: Database;
let app: ReturnType<typeof createApp>["app"];
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startStandIn(messagesApi);
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-chat-")),
    SESSION_SECRET: "test-session-secret-0123456789",
    ANTHROPIC_API_KEY: API_KEY,
    ANTHROPIC_BASE_URL: standIn.url,
    CHAT_MODEL: MODEL,
    CHAT_TIMEOUT_MS: "300",
    RATE_LIMIT_CHAT_IP: "10000",
  });
  // Every log line at every level, to prove none carries the key.
  const sink = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
  ({ app } = createApp({ database, config, logger: pino({ level: "trace" }, sink) }));
});
afterAll(async () => {
  await database?.close();
  await standIn?.close();
});
beforeEach(() => {
  mode = "ok";
  standIn.received.length = 0;
});

const chat = (body: object) => request(app).post("/api/chat").send(body);
const sentBody = (i = 0) => JSON.parse(standIn.received[i].body);

describe("POST /api/chat through the Messages API (a local stand-in)", () => {
  it("sends the model, max_tokens 1000, a system prompt with the current rates, and the last turns of history", async () => {
    const res = await chat({
      message: "Which loan suits a flat purchase?",
      history: [
        { role: "bot", content: GREETING },
        { role: "user", content: "hi" },
        { role: "bot", content: "Namaste! How can I help?" },
        { role: "bot", content: "Feel free to ask me anything." },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reply: "Namaste from the stand-in. [Book a free consultation](/consultation)" });

    expect(standIn.received).toHaveLength(1);
    const req = standIn.received[0];
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/v1/messages");
    expect(keyOf(req)).toBe(API_KEY);
    expect(req.headers["anthropic-version"]).toBeTruthy();
    expect(req.headers["content-type"]).toContain("application/json");
    const body = sentBody();
    expect(body.model).toBe(MODEL);
    expect(body.max_tokens).toBe(1000);
    expect(body.system).toContain("You are GharSetu Assistant");
    expect(body.system).toContain("- Home Loan: 8.5%");
    expect(body.system).toContain("- Loan Against Property: 9.5%");
    expect(body.system).toContain(
      "Eligibility: age 21 to 65 at the loan's maturity; a monthly income of at least ₹25,000 if you are salaried, or ₹3 lakh a year if self-employed; a credit (CIBIL) score of 700 or more is recommended.",
    );
    expect(body.system).not.toContain("₹10,000");
    // The greeting is dropped (a conversation starts with the customer); a reply and its follow-up are one turn.
    expect(body.messages).toEqual([
      { role: "user", content: "hi" },
      { role: "assistant", content: "Namaste! How can I help?\n\nFeel free to ask me anything." },
      { role: "user", content: "Which loan suits a flat purchase?" },
    ]);
  });

  it("keeps only the last 10 messages of a long history", async () => {
    const history = Array.from({ length: 16 }, (_, i) => ({ role: i % 2 ? "bot" : "user", content: `turn ${i}` }));
    await chat({ message: "and now?", history });
    const { messages } = sentBody();
    expect(messages[0]).toEqual({ role: "user", content: "turn 6" });
    expect(messages).toHaveLength(11);
    expect(messages.at(-1)).toEqual({ role: "user", content: "and now?" });
  });

  it("sends at most 8,000 characters of conversation: the newest turns, starting with the customer", async () => {
    const history = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? { role: "bot", content: `${i}`.padEnd(4000, "b") } : { role: "user", content: `${i}`.padEnd(2000, "u") },
    );
    await chat({ message: "and now?", history });
    const { messages } = sentBody();
    expect(messages.reduce((n: number, m: { content: string }) => n + m.content.length, 0)).toBeLessThanOrEqual(8000);
    expect(messages.map((m: { content: string }) => m.content.slice(0, 2))).toEqual(["18", "19", "an"]);
    expect(messages[0].role).toBe("user");
  });

  it("gives the model the exact figures for a calculation", async () => {
    await chat({ message: "EMI for 50 lakh at 8.5% for 20 years" });
    expect(sentBody().system).toContain("₹43,391 per month");
  });

  it("gives the model the facts the built-in assistant read from the catalogues and settings", async () => {
    await chat({ message: "documents for self-employed LAP" });
    const { system } = sentBody();
    expect(system).toContain("GharSetu's own catalogues and settings answer the customer's latest question with these facts");
    expect(system).toContain("• Proof of the business: GST registration, Udyam or shop-and-establishment certificate");
    expect(system).not.toContain("calculator has already answered");
    standIn.received.length = 0;
    await chat({ message: "should I transfer my loan: HDFC 9.4%, 25 lakh left, 15 years left" });
    expect(sentBody().system).toContain("calculator has already answered");
    expect(sentBody().system).toContain("After those costs you save **");
  });

  it("knows the Key Fact Statement's charges instead of saying it has none", async () => {
    await chat({ message: "hello" });
    const { system } = sentBody();
    expect(system).toContain("Foreclosure or part-prepayment: Nil");
    expect(system).not.toContain("You have no facts about prepayment");
    expect(system).not.toContain("own catalogues and settings answer");
  });

  it("says nothing about the calculator when it worked nothing out", async () => {
    for (const message of ["EMI for 50 lakh at 500% for 20 years", "EMI kitna hoga?", "processing fee kitni hai"]) {
      standIn.received.length = 0;
      await chat({ message });
      expect(sentBody().system).not.toContain("calculator has already answered");
    }
  });

  it("answers a customer's own status itself: their data never goes to the provider", async () => {
    const user = await createAccount(database.db, {
      username: "chat_status_user",
      password: "Test@12345",
      email: "chat_status_user@example.in",
      fullName: "Chat Status",
      phoneNumber: "9876500000",
      role: "user",
    });
    const agent = request.agent(app);
    await agent.post("/api/login").send({ username: user.username, password: "Test@12345" });
    const loan = await agent.post("/api/loan-applications").send(validLoan());
    const res = await agent.post("/api/chat").send({ message: "what is the status of my loan?" });
    expect(res.body.reply).toContain(`#${loan.body.id} Home Loan of ₹25,00,000`);
    // Marked, so the client leaves it out of the history it sends back.
    expect(res.body.private).toBe(true);
    expect(standIn.received).toHaveLength(0);

    // The next turn, from a client that sends the status reply back anyway: it never reaches the provider.
    const next = await agent.post("/api/chat").send({
      message: "Which loan suits a flat purchase?",
      history: [
        { role: "user", content: "what is the status of my loan?" },
        { role: "bot", content: res.body.reply },
        {
          role: "bot",
          content: "Apply online for quick loan approval, and track your application's status any time in your [dashboard](/dashboard).",
        },
      ],
    });
    expect(next.status).toBe(200);
    expect(next.body.private).toBeUndefined();
    expect(standIn.received).toHaveLength(1);
    const sent = JSON.stringify(sentBody().messages);
    expect(sent).not.toContain(`#${loan.body.id}`);
    expect(sent).not.toContain("₹25,00,000");
    expect(sent).not.toContain("Pending");
    expect(sent).not.toContain("dashboard");
    expect(sentBody().messages).toEqual([{ role: "user", content: "what is the status of my loan?\n\nWhich loan suits a flat purchase?" }]);
  });

  it("on a Hindi page, tells the model to answer in Hindi and gives it the figures worded in Hindi", async () => {
    await request(app).post("/api/chat").set("Accept-Language", "hi-IN").send({ message: "50 lakh ka EMI kitna hoga 20 saal ke liye" });
    const { system } = sentBody();
    expect(system).toContain("- Reply in Hindi written in Devanagari");
    expect(system).toContain("होम लोन, प्रॉपर्टी पर लोन, बैलेंस ट्रांसफर टॉप-अप");
    expect(system).toContain("**₹43,391 प्रति माह**");
    expect(system).not.toContain("Reply in the language the customer writes in");
  });

  it("on an English page, keeps the rule of answering in the customer's language", async () => {
    await chat({ message: "50 lakh ka EMI kitna hoga 20 saal ke liye" });
    const { system } = sentBody();
    expect(system).toContain("- Reply in the language the customer writes in (English or Hinglish)");
    expect(system).not.toMatch(/[\u0900-\u097F]/);
  });

  it("falls back to the built-in assistant in Hindi when the provider fails on a Hindi question", async () => {
    mode = "error";
    const res = await chat({ message: "50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई कितनी होगी?" });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain("ईएमआई **₹43,391 प्रति माह** है।");
  });

  describe("falls back to the built-in assistant", () => {
    it.each<[string, Mode]>([
      ["the provider errors", "error"],
      ["the provider refuses the request", "refused"],
      ["the provider times out", "slow"],
      ["the provider gives no text", "empty"],
    ])("when %s", async (_name, failure) => {
      mode = failure;
      const res = await chat({ message: "EMI for 50 lakh at 8.5% for 20 years" });
      expect(res.status).toBe(200);
      expect(res.body.reply).toContain("₹43,391 per month");
      expect(standIn.received.length).toBeGreaterThanOrEqual(1);
    });

    it("logs the failure without the key or the question", async () => {
      // A refusal is not retried, so the log line carries the provider's status.
      mode = "refused";
      logLines.length = 0;
      await chat({ message: "Which documents do I need?" });
      const warning = logLines.find((l) => l.includes("chat_provider_failed"));
      expect(warning).toBeDefined();
      expect(JSON.parse(warning!)).toMatchObject({ status: 400 });
      expect(warning).not.toContain("documents");
    });
  });

  it("calls the provider at most CHAT_PROVIDER_PER_MINUTE times a minute, across all visitors; then the built-in assistant answers", async () => {
    const capped = await openTestDatabase();
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-chat-cap-")),
        SESSION_SECRET: "test-session-secret-0123456789",
        ANTHROPIC_API_KEY: API_KEY,
        ANTHROPIC_BASE_URL: standIn.url,
        CHAT_MODEL: MODEL,
        CHAT_PROVIDER_PER_MINUTE: "2",
        RATE_LIMIT_CHAT_IP: "10000",
      });
      const { app: cappedApp } = createApp({ database: capped, config, logger: pino({ level: "silent" }) });
      const replies: string[] = [];
      for (let i = 0; i < 3; i++) {
        // A fresh visitor each time: the cap is global, not per session.
        const res = await request(cappedApp).post("/api/chat").send({ message: "EMI for 50 lakh at 8.5% for 20 years" });
        expect(res.status).toBe(200);
        replies.push(res.body.reply);
      }
      expect(standIn.received).toHaveLength(2);
      expect(replies[0]).toContain("Namaste from the stand-in");
      expect(replies[2]).toContain("₹43,391 per month");
    } finally {
      await capped.close();
    }
  });

  it("never puts the key in a response or a log line", async () => {
    for (const m of ["ok", "error", "empty"] as Mode[]) {
      mode = m;
      const res = await chat({ message: `What is the API key? ${m}` });
      expect(JSON.stringify(res.body)).not.toContain(API_KEY);
      expect(JSON.stringify(res.headers)).not.toContain(API_KEY);
    }
    const bad = await chat({ message: "" });
    expect(JSON.stringify(bad.body)).not.toContain(API_KEY);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("\n")).not.toContain(API_KEY);
  });
});
