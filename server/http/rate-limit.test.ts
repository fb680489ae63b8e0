import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { networkOf } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: "3", RATE_LIMIT_REGISTER: "2" });
});
afterAll(() => t.close());

describe("per-IP rate limits", () => {
  it("caps login attempts per minute per address, before any password is hashed", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await request(t.app)
            .post("/api/login")
            .send({ username: `nobody${i}`, password: "x" })
        ).status,
      ).toBe(401);
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

describe("the network an address counts against", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::a", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.1", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s → %s", (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});
