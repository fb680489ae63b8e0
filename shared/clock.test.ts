import { describe, expect, it } from "vitest";
import { fixedClock, now, nowMs, setClock } from "./clock";

describe("the app's clock", () => {
  it("tells the instant of the clock put in use, and the previous one once restored", () => {
    const outer = setClock(fixedClock("2026-06-17T06:30:00Z"));
    const inner = setClock(fixedClock("2027-01-01T00:00:00Z"));
    expect(now().toISOString()).toBe("2027-01-01T00:00:00.000Z");
    inner();
    expect(now().toISOString()).toBe("2026-06-17T06:30:00.000Z");
    expect(nowMs()).toBe(Date.parse("2026-06-17T06:30:00Z"));
    outer();
  });

  it("stops a fixed clock where it is told, and hands out a fresh Date each time", () => {
    const clock = fixedClock("2026-06-17T06:30:00Z");
    clock.advance(90_000);
    expect(clock().toISOString()).toBe("2026-06-17T06:31:30.000Z");
    clock().setUTCFullYear(2000);
    expect(clock().getUTCFullYear()).toBe(2026);
    clock.set("2026-12-31T18:30:00Z");
    expect(clock().toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(() => fixedClock("not a date")).toThrow(/not an instant/);
  });
});
