import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fixedClock, setClock } from "../clock";
import { addDays, isWeekend, istDateField, istInstant, istToday, toIstDate } from "./dates";

describe("dates as the API reads them (calendar days in Asia/Kolkata)", () => {
  it("reads a browser's ISO timestamp as the IST calendar day, never the day before", () => {
    // An IST browser that picks 23 November sends midnight IST as UTC.
    expect(toIstDate("2026-11-22T18:30:00.000Z")).toBe("2026-11-23");
    expect(toIstDate("2026-11-22T18:29:59.999Z")).toBe("2026-11-22");
    expect(toIstDate("2026-11-23T00:00:00+05:30")).toBe("2026-11-23");
    expect(toIstDate("2026-11-23T10:00:00-08:00")).toBe("2026-11-23");
    expect(toIstDate("2026-11-23T20:00:00-08:00")).toBe("2026-11-24");
    expect(toIstDate(new Date("2026-11-22T18:30:00.000Z"))).toBe("2026-11-23");
  });

  it("takes YYYY-MM-DD and zone-less wall-clock timestamps as they are", () => {
    expect(toIstDate("2026-11-23")).toBe("2026-11-23");
    expect(toIstDate(" 2026-11-23 ")).toBe("2026-11-23");
    expect(toIstDate("2026-11-23T23:30:00")).toBe("2026-11-23");
  });

  it("refuses what is not a calendar date", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "23/11/2026", "tomorrow", "", "2026-11-23T25:00:00Z", 20261123, null, {}]) {
      expect(toIstDate(bad)).toBeNull();
    }
  });

  it("knows today, weekdays and slot instants in IST whatever the machine's zone", () => {
    expect(istToday(new Date("2026-11-22T18:29:00Z"))).toBe("2026-11-22");
    expect(istToday(new Date("2026-11-22T18:31:00Z"))).toBe("2026-11-23");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(isWeekend("2026-11-21")).toBe(true); // Saturday
    expect(isWeekend("2026-11-22")).toBe(true); // Sunday
    expect(isWeekend("2026-11-23")).toBe(false); // Monday
    expect(istInstant("2026-11-23", 9).toISOString()).toBe("2026-11-23T03:30:00.000Z");
  });

  it("reads today from the app's clock, turning at midnight IST (18:30 UTC)", () => {
    const clock = fixedClock("2026-11-22T18:29:59.999Z");
    const restore = setClock(clock);
    try {
      expect(istToday()).toBe("2026-11-22");
      clock.advance(1);
      expect(istToday()).toBe("2026-11-23");
    } finally {
      restore();
    }
  });

  it("gives a date field its required and invalid messages", () => {
    const schema = z.object({ d: istDateField({ required: "Please select a date", invalid: "Please select a valid date" }) });
    expect(schema.parse({ d: "2026-11-22T18:30:00.000Z" })).toEqual({ d: "2026-11-23" });
    expect(schema.safeParse({}).error?.issues[0].message).toBe("Please select a date");
    expect(schema.safeParse({ d: "" }).error?.issues[0].message).toBe("Please select a date");
    expect(schema.safeParse({ d: "someday" }).error?.issues[0].message).toBe("Please select a valid date");
  });
});
