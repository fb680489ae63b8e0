import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// A fault in the built-in assistant that no question reaches today: the wrap around it must still hold.
vi.mock("./assistant", async (original) => ({
  ...(await original<typeof import("./assistant")>()),
  builtInAnswer: () => {
    throw new RangeError("months must be positive");
  },
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: "100" });
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/chat when the built-in assistant fails", () => {
  it("answers with the helpful pointer, not a server error", async () => {
    const res = await request(t.app).post("/api/chat").send({ message: "EMI for 50 lakh at 8.5% for 20 years" });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain("I'm not sure about that one");
    expect(res.body.reply).toContain("[book a free consultation](/consultation)");
  });
});
