import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: "3", RATE_LIMIT_REGISTER: "2" });
});
afterAll(() => t.close());

describe("per-IP rate limits", () => {
  it("caps login attempts per minute per address, before any password is hashed", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await request(t.app).post("/api/login").send({ username: `nobody${i}`, password: "x" })).status).toBe(401);
    }
    const res = await request(t.app).post("/api/login").send({ username: "someone-else", password: "x" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("Too many login attempts from this network. Please wait a minute and try again.");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("caps registrations per hour per address", async () => {
    const account = (n: number) => ({ username: `rl_${n}`, password: "Rate@12345", email: `rl_${n}@example.in`, fullName: "Rate Limited" });
    expect((await request(t.app).post("/api/register").send(account(1))).status).toBe(201);
    expect((await request(t.app).post("/api/register").send(account(2))).status).toBe(201);
    const third = await request(t.app).post("/api/register").send(account(3));
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/Too many accounts/);
  });
});
