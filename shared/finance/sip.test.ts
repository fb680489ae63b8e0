import { describe, expect, it } from "vitest";
import {
  addMonths,
  goalSipMonthlyAmount,
  lumpsumFutureValue,
  monthsBetween,
  sipFutureValue,
  sipGrowthByYear,
  sipProgress,
  stepUpSipFutureValue,
  unitsBought,
} from "./sip";
import { rupeesToPaise as rs } from "./money";

describe("SIP calculators beyond the spec", () => {
  it("grows year by year to the spec's figures", () => {
    const years = sipGrowthByYear(rs(5_000), 12, 20);
    expect(years).toHaveLength(20);
    expect(years[4]).toEqual({ year: 5, invested: rs(300_000), value: rs(412_432) });
    expect(years[9]).toEqual({ year: 10, invested: rs(600_000), value: rs(1_161_695) });
    expect(years[19]).toEqual({ year: 20, invested: rs(1_200_000), value: rs(4_995_740) });
  });

  it("step-up SIP: no step-up is a plain SIP; 10% a year on ₹5,000 at 12% for 10 years", () => {
    const flat = stepUpSipFutureValue(rs(5_000), 12, 120, 0);
    expect(flat).toMatchObject(sipFutureValue(rs(5_000), 12, 120));
    expect(flat.finalMonthlyAmount).toBe(rs(5_000));
    // Year by year: ₹5,000, 5,500, 6,050 ... each year's 12 contributions then grow to the end.
    expect(stepUpSipFutureValue(rs(5_000), 12, 120, 10)).toEqual({
      totalInvestment: rs(956_245),
      totalValue: rs(1_687_163),
      estimatedReturns: rs(730_918),
      finalMonthlyAmount: rs(11_790),
    });
  });

  it("goal SIP: ₹10 lakh in today's money in 10 years at 12% with 6% inflation", () => {
    const goal = goalSipMonthlyAmount(rs(1_000_000), 10, 12, 6);
    expect(goal).toEqual({ futureGoal: rs(1_790_848), monthlyAmount: rs(7_708), totalInvestment: rs(924_960) });
    // Rounded up: that amount reaches the goal, a rupee less does not.
    expect(sipFutureValue(goal.monthlyAmount, 12, 120).totalValue).toBeGreaterThanOrEqual(goal.futureGoal);
    expect(sipFutureValue(rs(7_707), 12, 120).totalValue).toBeLessThan(goal.futureGoal);
  });

  it("lumpsum compounds once a year: ₹1 lakh at 12% for 10 years", () => {
    expect(lumpsumFutureValue(rs(100_000), 12, 10)).toEqual({
      totalInvestment: rs(100_000),
      totalValue: rs(310_585),
      estimatedReturns: rs(210_585),
    });
  });
});

describe("SIP schedule and progress", () => {
  it("adds calendar months, keeping to the month's end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2026-12-15", 12)).toBe("2027-12-15");
    expect(monthsBetween("2026-01-15", "2026-03-14")).toBe(1);
    expect(monthsBetween("2026-01-15", "2026-03-15")).toBe(2);
    expect(monthsBetween("2026-05-01", "2026-03-15")).toBe(0);
    // At a month's end, counted as the schedule counts it.
    expect(monthsBetween("2026-01-31", "2026-02-28")).toBe(1);
    expect(monthsBetween("2026-11-30", "2027-02-28")).toBe(3);
    expect(monthsBetween("2026-01-31", "2026-02-27")).toBe(0);
  });

  const sip = { monthlyAmount: rs(5_000), durationMonths: 60, expectedReturns: 12, startDate: "2026-06-10", status: "active" };

  it("counts only contributions actually paid", () => {
    // Nothing paid since 10 June: six due dates have passed; the next is 10 December.
    expect(sipProgress(sip, 0, "2026-11-23")).toEqual({
      contributionsPaid: 0,
      investedSoFar: 0,
      currentValue: 0,
      progressPercent: 0,
      nextContributionDate: "2026-12-10",
      overdueContributions: 6,
    });
    // The first contribution, due 10 June, has earned 5 months at 1% a month by 23 November.
    expect(sipProgress(sip, 1, "2026-11-23")).toEqual({
      contributionsPaid: 1,
      investedSoFar: rs(5_000),
      currentValue: rs(Math.round(5_000 * 1.01 ** 5)),
      progressPercent: 1.7,
      nextContributionDate: "2026-12-10",
      overdueContributions: 5,
    });
    // On a due date, that date is the next one, not overdue.
    expect(sipProgress(sip, 1, "2026-07-10")).toMatchObject({ nextContributionDate: "2026-07-10", overdueContributions: 0 });
  });

  it("a paid contribution whose due date is still ahead has earned nothing yet", () => {
    expect(sipProgress({ ...sip, startDate: "2026-12-01" }, 1, "2026-11-23")).toMatchObject({
      currentValue: rs(5_000),
      nextContributionDate: "2027-01-01",
    });
  });

  it("has no next contribution when paused, cancelled or complete", () => {
    expect(sipProgress({ ...sip, status: "paused" }, 1, "2026-11-23").nextContributionDate).toBeNull();
    expect(sipProgress({ ...sip, status: "cancelled" }, 1, "2026-11-23").nextContributionDate).toBeNull();
    expect(sipProgress({ ...sip, durationMonths: 12 }, 12, "2027-11-23")).toMatchObject({
      progressPercent: 100,
      nextContributionDate: null,
      overdueContributions: 0,
    });
    expect(sipProgress({ ...sip, status: "paused" }, 0, "2026-11-23").overdueContributions).toBe(0);
  });
});

describe("units bought at a NAV", () => {
  it("rounds down to 3 decimals, exactly", () => {
    // ₹5,000 at ₹123.4567 a unit is 40.50003… units; ₹2,500.50 at ₹33.3333 is 75.01507… units.
    expect(unitsBought(rs(5_000), 123.4567)).toBe(40.5);
    expect(unitsBought(rs(2_500.5), 33.3333)).toBe(75.015);
    // A whole number of units stays whole: ₹1,000 at ₹10 is 100 units, not 99.999.
    expect(unitsBought(rs(1_000), 10)).toBe(100);
    expect(unitsBought(rs(0.01), 1234.5678)).toBe(0);
    expect(() => unitsBought(rs(100), 0)).toThrow(RangeError);
  });
});
