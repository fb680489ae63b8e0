import { describe, expect, it } from "vitest";
import {
  amortizationSchedule,
  aprWithFee,
  balanceTransfer,
  eligibility,
  emi,
  emiSummary,
  incomeNeeded,
  keyFacts,
  partPrepayment,
  processingFee,
  scheduleCsv,
  scheduleTotals,
  sipFutureValue,
  yearlySchedule,
  rupeesToPaise as rs,
} from "./index";

describe("EMI", () => {
  it("matches worked figures", () => {
    expect(emi(rs(2_500_000), 8.5, 240)).toBe(rs(21_696));
    expect(emi(rs(1_000_000), 7.25, 120)).toBe(rs(11_740));
    expect(emi(rs(1_200_000), 0, 12)).toBe(rs(100_000));
  });

  it("summarises interest payable, total amount and interest percent", () => {
    expect(emiSummary(rs(2_500_000), 8.5, 240)).toEqual({
      emi: rs(21_696),
      totalAmount: rs(5_207_040),
      totalInterest: rs(2_707_040),
      interestPercent: 52,
    });
  });
});

describe("amortization schedule", () => {
  const rows = amortizationSchedule(rs(2_500_000), 8.5, 240);

  it("has one row a month and pays the loan off exactly, the last row absorbing rounding", () => {
    expect(rows).toHaveLength(240);
    expect(rows[0]).toEqual({
      month: 1,
      opening: rs(2_500_000),
      emi: rs(21_696),
      interest: rs(17_708.33),
      principal: rs(3_987.67),
      closing: rs(2_496_012.33),
    });
    expect(rows.at(-1)).toMatchObject({ month: 240, closing: 0, principal: rs(21_282.41), emi: rs(21_433.16) });
    const principalPaid = rows.reduce((s, r) => s + r.principal, 0);
    expect(principalPaid).toBe(rs(2_500_000));
    expect(scheduleTotals(rows)).toEqual({ interest: rs(2_706_777.16), paid: rs(5_206_777.16) });
  });

  it("groups into yearly totals", () => {
    const years = yearlySchedule(rows);
    expect(years).toHaveLength(20);
    expect(years[0].months).toHaveLength(12);
    expect(years[0].totalPaid).toBe(rs(21_696 * 12));
    expect(years[0].principal + years[0].interest).toBe(rs(21_696 * 12));
    expect(years.at(-1)!.closing).toBe(0);
  });

  it("exports a CSV with a header and one line per month", () => {
    const csv = scheduleCsv(amortizationSchedule(rs(100_000), 12, 12));
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("Month,Opening balance,EMI,Interest,Principal,Closing balance");
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe("1,100000,8885,1000,7885,92115");
  });
});

describe("processing fee and APR (Key Fact Statement)", () => {
  it("charges 0.5% of the amount", () => {
    expect(processingFee(rs(2_500_000))).toBe(rs(12_500));
    expect(processingFee(rs(100_000))).toBe(rs(500));
    // Rounded once: ₹1,00,099 makes ₹500.495, which is ₹500 (not ₹500.50 first, then ₹501); ₹1,00,100 makes ₹500.50, ₹501.
    expect(processingFee(rs(100_099))).toBe(rs(500));
    expect(processingFee(rs(100_100))).toBe(rs(501));
    expect(processingFee(rs(100_000.99))).toBe(rs(500));
  });

  it("computes APR as the monthly IRR x 12 including the fee", () => {
    expect(aprWithFee(rs(2_500_000), 8.5, 240)).toBe(8.57);
    expect(aprWithFee(rs(1_000_000), 10, 120, rs(0))).toBe(10);
    expect(keyFacts(rs(2_500_000), 8.5, 240)).toEqual({
      emi: rs(21_696),
      processingFee: rs(12_500),
      apr: 8.57,
      // The schedule's totals: 239 EMIs of ₹21,696 and a last one of ₹21,433.16 that takes the rounding.
      totalInterest: rs(21_696 * 239 + 21_433.16 - 2_500_000),
      totalPayable: rs(21_696 * 239 + 21_433.16 + 12_500),
    });
  });
});

describe("eligibility (FOIR 50%)", () => {
  it("gives the largest EMI and loan from income, existing EMIs, rate and tenure", () => {
    expect(eligibility(rs(100_000), rs(10_000), 8.5, 240)).toEqual({ maxEmi: rs(40_000), maxLoan: rs(4_609_233), foirPercent: 50 });
    expect(eligibility(rs(20_000), rs(15_000), 8.5, 240).maxLoan).toBe(0);
    expect(incomeNeeded(rs(2_500_000), 8.5, 240)).toBe(rs(43_392));
  });
});

describe("balance transfer with top-up", () => {
  it("compares EMIs and interest at the new rate", () => {
    expect(
      balanceTransfer({ outstanding: rs(3_000_000), currentRate: 9.5, remainingMonths: 180, newRate: 8.5, topUp: rs(500_000) }),
    ).toEqual({
      currentEmi: rs(31_327),
      newEmi: rs(29_542),
      monthlySaving: rs(1_785),
      interestSaved: rs(321_300),
      emiWithTopUp: rs(34_466),
      topUpEmi: rs(4_924),
    });
  });
});

describe("part-prepayment", () => {
  it("compares reducing the EMI with reducing the tenure", () => {
    const r = partPrepayment({ principal: rs(2_500_000), annualRate: 8.5, months: 240, prepayment: rs(500_000), afterMonth: 60 });
    expect(r.balanceBefore).toBe(rs(2_203_148.39));
    expect(r.balanceAfter).toBe(rs(1_703_148.39));
    expect(r.reduceEmi).toEqual({ emi: rs(16_772), months: 240, totalInterest: rs(2_320_566.63), interestSaved: rs(386_210.53) });
    expect(r.reduceTenure).toMatchObject({ emi: rs(21_696), months: 176, monthsSaved: 64, interestSaved: rs(908_984.64) });
    expect(r.reduceTenure.interestSaved).toBeGreaterThan(r.reduceEmi.interestSaved);
  });

  it("closes the loan when the prepayment covers the balance", () => {
    const r = partPrepayment({ principal: rs(500_000), annualRate: 9, months: 60, prepayment: rs(10_000_000), afterMonth: 12 });
    expect(r.balanceAfter).toBe(0);
    expect(r.reduceTenure.months).toBe(12);
    expect(r.reduceEmi.emi).toBe(0);
  });
});

describe("SIP future value", () => {
  it("matches the spec's illustrative examples for ₹5,000 a month at 12%", () => {
    expect(sipFutureValue(rs(5_000), 12, 60)).toEqual({
      totalInvestment: rs(300_000),
      totalValue: rs(412_432),
      estimatedReturns: rs(112_432),
    });
    expect(sipFutureValue(rs(5_000), 12, 120)).toEqual({
      totalInvestment: rs(600_000),
      totalValue: rs(1_161_695),
      estimatedReturns: rs(561_695),
    });
    expect(sipFutureValue(rs(5_000), 12, 240).totalValue).toBe(rs(4_995_740));
  });
});

describe("part-prepayment edge cases", () => {
  it("never reports a longer tenure or negative savings for a tiny prepayment", () => {
    const r = partPrepayment({ principal: rs(1_000_000), annualRate: 7.25, months: 120, prepayment: rs(0), afterMonth: 0 });
    expect(r.reduceTenure.months).toBeLessThanOrEqual(120);
    expect(r.reduceTenure.monthsSaved).toBeGreaterThanOrEqual(0);
    expect(r.reduceTenure.interestSaved).toBeGreaterThanOrEqual(0);
    expect(r.reduceEmi.interestSaved).toBeGreaterThanOrEqual(0);
  });
});
