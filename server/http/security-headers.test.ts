import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

/** The headers every answer carries, as a browser reads them. */
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: "1" }, direct);
});
afterAll(() => direct?.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers", () => {
  it("turn off the browser features no page uses, leaving payment to the app and Razorpay's checkout", async () => {
    for (const path of ["/api/health", "/robots.txt"]) {
      const policy = (await request(direct.app).get(path)).headers["permissions-policy"];
      expect(policy, path).toBeDefined();
      for (const feature of ["camera", "microphone", "geolocation", "usb", "display-capture"]) expect(policy).toContain(`${feature}=()`);
      expect(policy).toContain('payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")');
    }
  });

  it("send HSTS only on HTTPS requests: those a trusted proxy says came over TLS", async () => {
    expect((await request(direct.app).get("/api/health")).headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY, anyone can send X-Forwarded-Proto: it proves nothing.
    expect(
      (await request(direct.app).get("/api/health").set("X-Forwarded-Proto", "https")).headers["strict-transport-security"],
    ).toBeUndefined();
    expect((await request(proxied.app).get("/api/health")).headers["strict-transport-security"]).toBeUndefined();
    expect((await request(proxied.app).get("/api/health").set("X-Forwarded-Proto", "https")).headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("let pages load images from the app itself and Razorpay's checkout only", async () => {
    const csp = directives((await request(direct.app).get("/api/health")).headers["content-security-policy"]);
    expect(csp.get("img-src")).toEqual(["'self'", "https://*.razorpay.com"]);
  });
});
