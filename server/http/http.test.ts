import { existsSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInAgent, type TestApp } from "../../tests/setup/test-app";
import { errorHandler } from "./error-handler";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("HTTP hygiene on /api", () => {
  it("GET /api/health reports the database", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: "ok" });
  });

  it("answers malformed JSON with 400 JSON", async () => {
    const res = await request(t.app).post("/api/login").set("Content-Type", "application/json").send("{bad json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body", code: "BAD_REQUEST" });
  });

  it("answers OPTIONS with the route's methods, and for an unknown path with 404 JSON", async () => {
    const known = await request(t.app).options("/api/loan-applications");
    expect(known.status).toBe(200);
    expect(known.headers.allow?.split(", ").sort()).toEqual(["GET", "HEAD", "POST"]);
    const unknown = await request(t.app).options("/api/does-not-exist");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "No such API endpoint", code: "NOT_FOUND" });
  });

  it("answers an unknown API path with 404 JSON", async () => {
    for (const method of ["get", "post", "delete"] as const) {
      const res = await request(t.app)[method]("/api/does-not-exist").set("Content-Type", "application/json");
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/json/);
      expect(res.body).toEqual({ message: "No such API endpoint", code: "NOT_FOUND" });
    }
  });

  it("refuses a body over the JSON limit with 413", async () => {
    const big = JSON.stringify({ username: "x".repeat(1_100_000), password: "y" });
    const res = await request(t.app).post("/api/login").set("Content-Type", "application/json").send(big);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("refuses state changes that are not JSON, or that come from another origin (CSRF)", async () => {
    const form = await request(t.app).post("/api/login").type("form").send("username=a&password=b");
    expect(form.status).toBe(403);
    const plain = await request(t.app).post("/api/logout").set("Content-Type", "text/plain").send("x");
    expect(plain.status).toBe(403);
    const foreign = await request(t.app).post("/api/login").set("Origin", "https://evil.example").send({ username: "a", password: "b" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Cross-origin request refused");
  });

  it("accepts a request whose Origin is the app's own", async () => {
    const agent = request(t.app);
    const res = await agent
      .post("/api/login")
      .set("Host", "127.0.0.1:5000")
      .set("Origin", "http://127.0.0.1:5000")
      .send({ username: "a", password: "b" });
    expect(res.status).toBe(401);
  });

  it("sends security headers and a request id", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(res.headers["x-request-id"]).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("turns an unexpected error into a 500 without a stack", () => {
    let status = 0;
    let body: unknown;
    const res = {
      headersSent: false,
      status(s: number) {
        status = s;
        return this;
      },
      json(b: unknown) {
        body = b;
        return this;
      },
    };
    errorHandler(new Error("secret internals at line 42"), { log: { error() {} } } as never, res as never, () => {});
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/secret internals|line 42/);
  });
});

describe("SPA fallback", () => {
  // Needs the client build; npm test builds before running the suites.
  it.skipIf(!existsSync("dist/public/index.html"))("serves index.html for / and for client routes, but never for /api", async () => {
    for (const path of ["/", "/dashboard", "/loan-application?type=lap"]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/html/);
    }
    expect((await request(t.app).get("/api/nope")).headers["content-type"]).toMatch(/json/);
  });
});

describe("health when the database is gone", () => {
  it("answers 503 JSON", async () => {
    const broken = await createTestApp();
    await broken.close();
    const res = await request(broken.app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "error", db: "unreachable" });
  });
});

describe("out-of-range and malformed input is a 400, never a 500", () => {
  it("refuses ids beyond the database's integer range, bad %-escapes and over-long credentials", async () => {
    const { agent } = await signedInAgent(t);
    const bigId = await agent.get("/api/loan-applications/99999999999");
    expect(bigId.status).toBe(400);
    expect(bigId.body.message).toBe("id is too large");
    expect((await agent.post("/api/payments/loan-processing-fee/99999999999").send({})).body.message).toBe("Item id is too large");
    expect((await agent.get("/api/loan-applications/0x18")).status).toBe(400);
    const badEscape = await request(t.app).get("/api/loan-applications/%E0%A4%A");
    expect(badEscape.status).toBe(400);
    expect(badEscape.headers["content-type"]).toMatch(/json/);
    const longName = await request(t.app)
      .post("/api/login")
      .send({ username: "u".repeat(5000), password: "x" });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe("Username is too long");
  });

  it("refuses loose numbers and amounts the columns cannot hold", async () => {
    const { agent } = await signedInAgent(t);
    const { validLoan } = await import("../../tests/setup/factories");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: ["2500000"] }, "amount", "Loan amount must be at least ₹1,00,000"],
      [{ tenure: "0x18" }, "tenure", "Tenure must be at least 12 months"],
      [{ propertyValue: true }, "propertyValue", "Please enter a valid property value"],
      [{ monthlyIncome: 1e13 }, "monthlyIncome", "Monthly income cannot exceed ₹10,00,00,000"],
      [{ propertyValue: 1e20 }, "propertyValue", "Property value cannot exceed ₹10,00,00,00,000"],
    ];
    for (const [change, path, message] of cases) {
      const res = await agent.post("/api/loan-applications").send(validLoan(change));
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
    }
  });
});
