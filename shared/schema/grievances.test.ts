import { describe, expect, it } from "vitest";
import { GRIEVANCE_REFERENCE_PATTERN, daysUntil, grievanceDueDate, grievanceReference } from "./grievances";

describe("grievance references", () => {
  it("reads GS-<year>-<number of six digits or more>", () => {
    expect(grievanceReference("2026", 123)).toBe("GS-2026-000123");
    expect(grievanceReference(2027, 1_234_567)).toBe("GS-2027-1234567");
    expect(GRIEVANCE_REFERENCE_PATTERN.test("GS-2026-000123")).toBe(true);
    expect(GRIEVANCE_REFERENCE_PATTERN.test("GS-2026-123")).toBe(false);
  });
});

describe("the 30 days", () => {
  it("count from the filing day in India", () => {
    // 20:00 UTC on 31 Dec is 01:30 on 1 Jan in India.
    expect(grievanceDueDate(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-31");
    expect(grievanceDueDate("2026-11-23T06:00:00.000Z")).toBe("2026-12-23");
  });

  it("leave whole days, zero on the day and negative once past", () => {
    expect(daysUntil("2026-12-23", "2026-11-23")).toBe(30);
    expect(daysUntil("2026-12-23", "2026-12-23")).toBe(0);
    expect(daysUntil("2026-12-23", "2026-12-25")).toBe(-2);
  });
});
