import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS, isOpenWeekday, sessionStartHours } from "./business-hours";
import { COMPANY } from "./company";
import { CONSULTATION_SLOTS, slotStartHour } from "./consultations";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const clock = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "AM" : "PM"}`;

describe("business hours: one rule for the footer, the e-mails and the slots", () => {
  it("the consultation slots are exactly the hours of work but lunch", () => {
    expect(CONSULTATION_SLOTS.map((s) => slotStartHour(s))).toEqual(sessionStartHours());
  });

  it("the published words say the same days and hours", () => {
    const open = BUSINESS_HOURS.days.map((d) => DAY_NAMES[d - 1]);
    const closed = DAY_NAMES.filter((d) => !open.includes(d));
    expect(COMPANY.businessHours).toEqual([
      { days: `${open[0]} - ${open.at(-1)}`, hours: `${clock(BUSINESS_HOURS.opensAt)} - ${clock(BUSINESS_HOURS.closesAt)}` },
      { days: `${closed[0]} - ${closed.at(-1)}`, hours: "Closed" },
    ]);
    expect(COMPANY.grievanceOfficer.hours).toBe(`${COMPANY.businessHours[0].days}, ${COMPANY.businessHours[0].hours}`);
  });

  it("knows open weekdays", () => {
    expect(isOpenWeekday("2026-11-27")).toBe(true); // a Friday
    expect(isOpenWeekday("2026-11-28")).toBe(false); // a Saturday
    expect(isOpenWeekday("2026-11-29")).toBe(false);
    expect(isOpenWeekday("2026-11-28", { ...BUSINESS_HOURS, days: [1, 2, 3, 4, 5, 6] })).toBe(true);
  });
});
