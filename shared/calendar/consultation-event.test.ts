import { describe, expect, it } from "vitest";
import { consultationEvent } from "./consultation-event";

describe("Add to calendar (.ics)", () => {
  it("writes the IST slot as the right UTC hour, whatever the machine's zone", async () => {
    const ics = await consultationEvent({
      id: 42,
      topic: "Tax Planning",
      preferredDate: "2026-11-23",
      preferredTime: "02:00 PM - 03:00 PM",
      notes: "Old regime or new?",
    });
    expect(ics).toContain("BEGIN:VEVENT");
    // 2 PM IST is 08:30 UTC.
    expect(ics).toMatch(/DTSTART:20261123T083000Z/);
    expect(ics).toMatch(/DTEND:20261123T093000Z/);
    expect(ics).toContain("UID:consultation-42@gharsetu");
    expect(ics).toContain("SUMMARY:GharSetu consultation: Tax Planning");
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain("02:00 PM - 03:00 PM IST");
  });

  it("starts a booking without a slot at the first slot of its day", async () => {
    const ics = await consultationEvent({ id: 7, topic: "Financial Planning", preferredDate: "2026-11-23", preferredTime: null });
    expect(ics).toMatch(/DTSTART:20261123T033000Z/);
  });
});
