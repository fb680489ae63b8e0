import { describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS, CONSULTATION_TOPICS, changeDeadline, consultationStart, slotStartHour } from "./consultations";

describe("consultation catalogue", () => {
  it("has the ten topics and the eight IST slots, none over lunch", () => {
    expect(CONSULTATION_TOPICS).toHaveLength(10);
    expect(CONSULTATION_SLOTS).toEqual([
      "09:00 AM - 10:00 AM",
      "10:00 AM - 11:00 AM",
      "11:00 AM - 12:00 PM",
      "12:00 PM - 01:00 PM",
      "02:00 PM - 03:00 PM",
      "03:00 PM - 04:00 PM",
      "04:00 PM - 05:00 PM",
      "05:00 PM - 06:00 PM",
    ]);
    expect(CONSULTATION_SLOTS.map(slotStartHour)).toEqual([9, 10, 11, 12, 14, 15, 16, 17]);
    expect(slotStartHour("01:00 PM - 02:00 PM")).toBeNull();
  });

  it("places a slot in IST and closes changes 24 hours before it", () => {
    expect(consultationStart("2026-11-23", "09:00 AM - 10:00 AM").toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(consultationStart("2026-11-23", "05:00 PM - 06:00 PM").toISOString()).toBe("2026-11-23T11:30:00.000Z");
    expect(consultationStart("2026-11-23", null).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(changeDeadline("2026-11-23", "02:00 PM - 03:00 PM").toISOString()).toBe("2026-11-22T08:30:00.000Z");
  });
});
