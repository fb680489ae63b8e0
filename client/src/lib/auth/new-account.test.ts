import { describe, expect, it } from "vitest";
import { isNewAccount } from "./new-account";

describe("isNewAccount", () => {
  const created = "2026-03-10T09:00:00.000Z";
  it("is new for its first day", () => {
    expect(isNewAccount(created, new Date("2026-03-10T09:00:00.000Z"))).toBe(true);
    expect(isNewAccount(created, new Date("2026-03-11T08:59:59.000Z"))).toBe(true);
  });
  it("is not new after that", () => {
    expect(isNewAccount(created, new Date("2026-03-11T09:00:00.000Z"))).toBe(false);
    expect(isNewAccount("2025-01-01T00:00:00.000Z", new Date("2026-03-11T09:00:00.000Z"))).toBe(false);
  });
});
