import { describe, expect, it } from "vitest";
import { addWorkingDays, easterSunday, isWorkingDay, nextWorkingDay } from "../calendar/working-days";
import { kfsValidUntil } from "../catalog/loan-papers";
import { paise } from "./money";
import { milliUnitsBought, modelNav, nav4Of, valueOfUnits } from "./nav";
import { afterMiss, instalmentDueDate, instalmentsDueBy, steppedAmount } from "./sip-schedule";
import { xirr } from "./xirr";

describe("working days", () => {
  it("skips weekends, national holidays and Good Friday (from Easter)", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(isWorkingDay("2026-04-03")).toBe(false); // Good Friday
    expect(isWorkingDay("2027-01-26")).toBe(false); // Republic Day, a Tuesday
    expect(isWorkingDay("2026-12-25")).toBe(false); // Christmas, a Friday
    expect(isWorkingDay("2026-12-24")).toBe(true);
    expect(nextWorkingDay("2026-12-25")).toBe("2026-12-28"); // Friday holiday, then the weekend
    expect(addWorkingDays("2026-12-23", 2)).toBe("2026-12-28");
  });

  it("a Key Fact Statement issued before Christmas holds for three working days, the holiday not counted", () => {
    expect(kfsValidUntil("2026-12-23")).toBe("2026-12-29");
  });
});

describe("a SIP's instalment dates", () => {
  it("fall on the start date's day each month, the month's last day when it has none, moved off weekends and holidays", () => {
    // Started on 31 January 2027 (a Sunday): the first is due on Monday 1 February.
    expect([1, 2, 3, 4, 5].map((k) => instalmentDueDate("2027-01-31", k))).toEqual([
      "2027-02-01",
      "2027-03-01", // 28 February 2027 is a Sunday
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
    // The 15th of August is a holiday: Monday 16 August 2027.
    expect(instalmentDueDate("2027-07-15", 2)).toBe("2027-08-16");
  });

  it("lists those due by a day, at most the SIP's duration", () => {
    expect(instalmentsDueBy("2026-12-01", 3, "2027-06-01")).toEqual([
      { seq: 1, dueDate: "2026-12-01" },
      { seq: 2, dueDate: "2027-01-01" },
      { seq: 3, dueDate: "2027-02-01" },
    ]);
    expect(instalmentsDueBy("2026-12-01", 12, "2027-01-31", 2)).toEqual([{ seq: 2, dueDate: "2027-01-01" }]);
  });

  it("three misses in a row cancel the SIP; the first is a notice, the second a warning", () => {
    expect([1, 2, 3, 4].map(afterMiss)).toEqual(["notice", "warning", "cancel", "cancel"]);
  });
});

describe("units at NAV", () => {
  it("buys thousandths of a unit, rounded down, and values them to the paisa", () => {
    // ₹5,000 at ₹123.4567: 40.500 units (40.5002... rounded down).
    expect(milliUnitsBought(paise(500_000), nav4Of(123.4567))).toBe(40_500);
    expect(milliUnitsBought(paise(100_000), nav4Of(10))).toBe(100_000);
    // 40.500 units at ₹130.0001 = ₹5,265.004 → ₹5,265.00.
    expect(valueOfUnits(40_500, nav4Of(130.0001))).toBe(526_500);
    expect(valueOfUnits(1, nav4Of(5))).toBe(1); // 0.001 unit at ₹5 is half a paisa: rounded up
  });

  it("a plan's model NAV is the same for the same day, moves only on working days, and stays positive", () => {
    const model = { seed: "test-equity", startNav: nav4Of(50), driftPercent: 12, volatilityPercent: 16 };
    const friday = modelNav(model, "2026-11-27");
    expect(modelNav(model, "2026-11-28")).toBe(friday);
    expect(modelNav(model, "2026-11-29")).toBe(friday);
    expect(modelNav({ ...model }, "2026-11-27")).toBe(friday);
    expect(modelNav(model, "2026-11-30")).not.toBe(friday);
    expect(friday).toBeGreaterThan(0);
  });
});

describe("XIRR", () => {
  it("matches a spreadsheet's XIRR on known flows", () => {
    // 10,000 in, 11,000 out a year (365 days) later: 10%.
    expect(
      xirr([
        { date: "2025-01-01", amount: -10_000 },
        { date: "2026-01-01", amount: 11_000 },
      ]),
    ).toBeCloseTo(0.1, 8);
    // The example of the spreadsheet's own documentation: 37.3363%.
    expect(
      xirr([
        { date: "2008-01-01", amount: -10_000 },
        { date: "2008-03-01", amount: 2_750 },
        { date: "2008-10-30", amount: 4_250 },
        { date: "2009-02-15", amount: 3_250 },
        { date: "2009-04-01", amount: 2_750 },
      ]),
    ).toBeCloseTo(0.373363, 5);
  });

  it("is negative for a loss, and none without money both in and out", () => {
    expect(
      xirr([
        { date: "2025-01-01", amount: -10_000 },
        { date: "2026-01-01", amount: 9_000 },
      ]),
    ).toBeCloseTo(-0.1, 8);
    expect(xirr([{ date: "2025-01-01", amount: -10_000 }])).toBeNull();
    expect(
      xirr([
        { date: "2025-01-01", amount: 10_000 },
        { date: "2026-01-01", amount: 9_000 },
      ]),
    ).toBeNull();
  });
});

describe("XIRR over no time", () => {
  it("is none when every flow is on one day", () => {
    expect(
      xirr([
        { date: "2026-01-01", amount: -5_000 },
        { date: "2026-01-01", amount: 5_000 },
      ]),
    ).toBeNull();
  });
});

describe("a yearly step-up", () => {
  const base = paise(500_000);
  it("steps each twelve instalments: a percent compounds to the rupee, an amount adds", () => {
    const tenPercent = { percent: 10, amountPaise: null };
    expect([1, 12, 13, 24, 25].map((seq) => steppedAmount(base, seq, tenPercent).amount)).toEqual([
      500_000, 500_000, 550_000, 550_000, 605_000,
    ]);
    const plus1000 = { percent: null, amountPaise: paise(100_000) };
    expect([12, 13, 37].map((seq) => steppedAmount(base, seq, plus1000).amount)).toEqual([500_000, 600_000, 800_000]);
  });

  it("stays at the last amount within the mandate's limit, and says so", () => {
    const tenPercent = { percent: 10, amountPaise: null };
    // Limit ₹6,000: ₹5,500 in year two, ₹6,050 in year three would pass it.
    expect(steppedAmount(base, 25, tenPercent, 600_000)).toEqual({ amount: 550_000, capped: true });
    expect(steppedAmount(base, 13, tenPercent, 600_000)).toEqual({ amount: 550_000, capped: false });
    expect(steppedAmount(base, 5, null, 600_000)).toEqual({ amount: 500_000, capped: false });
  });
});
