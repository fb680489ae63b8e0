import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { validLoan } from "../../tests/setup/factories";
import { createTestApp, signedInAgent, type TestApp } from "../../tests/setup/test-app";

/** Input an attacker controls is refused cheaply, clearly and with a 4xx, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("request bodies", () => {
  it("refuses compressed bodies before inflating them", async () => {
    const bomb = gzipSync(Buffer.from(`${"[".repeat(100_000)}${"]".repeat(100_000)}`));
    const res = await request(t.app).post("/api/login").set("Content-Type", "application/json").set("Content-Encoding", "gzip").send(bomb);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Compressed request bodies are not accepted; send plain JSON");
  });

  it("refuses JSON nested deeper than any schema uses, and bodies over 64 KB", async () => {
    const deep = await request(t.app)
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send(`{"username":${"[".repeat(50)}${"]".repeat(50)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe("Request body is nested too deeply");
    // Brackets inside strings are text, not nesting.
    const text = await request(t.app).post("/api/login").send({ username: "[[[[[[[[[[[[", password: "{{{{{{{{{{{{" });
    expect(text.status).toBe(401);
    const big = await request(t.app)
      .post("/api/login")
      .send({ username: "u", password: "p".repeat(70_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Request body is too large (limit 64 KB)");
  });
});

describe("NUL bytes and over-long text", () => {
  it("answers 400 with a clear message, never 500, wherever text goes", async () => {
    const { agent } = await signedInAgent(t);
    const admin = (await signedInAgent(t, "admin")).agent;
    const login = await request(t.app).post("/api/login").send({ username: "demo\u0000", password: "x" });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe("Text cannot contain a NUL character");
    for (const url of ["/api/admin/users?q=%00", "/api/admin/loan-applications?q=a%00b", "/api/audit-logs?q=%00"]) {
      const res = await admin.get(url);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Text cannot contain a NUL character");
    }
    const bt = { lenderName: "SBI\u0000", accountNumber: "HL-0042", outstandingAmount: 1_800_000, currentRate: 9.6 };
    for (const change of [
      { purpose: "Buying\u0000 a flat" },
      { propertyAddress: "Flat 1\u0000" },
      { loanType: "BTTopUp", existingLoanDetails: bt },
    ]) {
      const res = await agent.post("/api/loan-applications").send(validLoan(change));
      expect(res.status).toBe(400);
      expect(res.body.issues[0].message).toBe("Text cannot contain a NUL character");
    }
  });

  it("caps an email at 254 characters", async () => {
    const email = `${"a".repeat(250)}@example.in`;
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "longmail", password: "Long@12345", email, fullName: "Long Mail" });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: "email", message: "Email cannot exceed 254 characters" });
    const huge = await request(t.app)
      .post("/api/register")
      .send({ username: "hugemail", password: "Long@12345", email: `${"a".repeat(9_000)}@x.in`, fullName: "Huge" });
    expect(huge.status).toBe(400);
  });

  it("refuses hex and unbounded paging", async () => {
    const admin = (await signedInAgent(t, "admin")).agent;
    expect((await admin.get("/api/audit-logs?offset=0x10")).status).toBe(400);
    expect((await admin.get("/api/audit-logs?offset=99999999999")).body.message).toMatch(/offset cannot exceed/);
    expect((await admin.get("/api/admin/users?page=1e3")).status).toBe(400);
  });
});

describe("request ids", () => {
  it("ignores a client's X-Request-Id unless a trusted proxy sent it", async () => {
    const res = await request(t.app).get("/api/health").set("X-Request-Id", "forged-id");
    expect(res.headers["x-request-id"]).not.toBe("forged-id");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      expect((await request(proxied.app).get("/api/health").set("X-Request-Id", "lb-1234")).headers["x-request-id"]).toBe("lb-1234");
      expect((await request(proxied.app).get("/api/health").set("X-Request-Id", "bad id <script>")).headers["x-request-id"]).not.toMatch(
        /script/,
      );
    } finally {
      await proxied.close();
    }
  });
});

describe("write limits", () => {
  it("limits state-changing requests per address before reading the body, and per user", async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITES: "5", RATE_LIMIT_USER_WRITES: "100000" });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await request(limited.app).post("/api/login").send({ username: "x", password: "y" })).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      const refused = await request(limited.app).post("/api/login").set("Content-Type", "application/json").send("{not even json");
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many requests from this network. Please wait a minute and try again.");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Reading is not limited.
      expect((await request(limited.app).get("/api/health")).status).toBe(200);
    } finally {
      await limited.close();
    }

    const perUser = await createTestApp({ RATE_LIMIT_USER_WRITES: "3" });
    try {
      const { agent } = await signedInAgent(perUser);
      const bad = { razorpay_payment_id: "p", razorpay_order_id: "order_nope", razorpay_signature: "x" };
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await agent.post("/api/payments/verify").send(bad)).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const other = await signedInAgent(perUser);
      expect((await other.agent.post("/api/payments/verify").send(bad)).status).toBe(404);
    } finally {
      await perUser.close();
    }
  });

  it("caps loan applications per customer per day", async () => {
    const { agent, user } = await signedInAgent(t);
    for (let i = 0; i < 10; i++) expect((await agent.post("/api/loan-applications").send(validLoan())).status).toBe(201);
    const eleventh = await agent.post("/api/loan-applications").send(validLoan());
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe("You can submit at most 10 loan applications a day. Please try again tomorrow.");
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from loan_applications where user_id = ${user.id}`);
    expect(n).toBe(10);
  });
});
