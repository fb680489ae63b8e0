import { describe, expect, it } from "vitest";
import { PMAY_ISS } from "../catalog/pmay";
import { MODT_STAMP_DUTY } from "../catalog/modt-stamp-duty";
import { INDIAN_STATE_CODES } from "../catalog/indian-states";
import { btSwitch, modtStampDuty } from "./balance-transfer";
import { rupeesToPaise as rs } from "./money";
import { pmaySubsidy } from "./pmay";

const household = {
  annualIncome: rs(900_000),
  houseValue: rs(3_500_000),
  loan: rs(2_000_000),
  ratePercent: 8.5,
  tenureMonths: 240,
  firstPuccaHouse: true,
};

describe("PMAY-U 2.0 interest subsidy", () => {
  it("places a household in its income band, each band's limit included", () => {
    for (const [income, band] of [
      [300_000, "EWS"],
      [300_001, "LIG"],
      [600_000, "LIG"],
      [600_001, "MIG"],
      [900_000, "MIG"],
    ] as const)
      expect(pmaySubsidy({ ...household, annualIncome: rs(income) })).toMatchObject({ eligible: true, band });
  });

  it("refuses above ₹9 lakh of income, a house above ₹35 lakh, a loan above ₹25 lakh or a second house, naming each", () => {
    expect(pmaySubsidy({ ...household, houseValue: rs(3_500_000), loan: rs(2_500_000) }).eligible).toBe(true);
    expect(
      pmaySubsidy({ ...household, annualIncome: rs(900_001), houseValue: rs(3_500_001), loan: rs(2_500_001), firstPuccaHouse: false }),
    ).toEqual({ eligible: false, band: null, refusals: ["income", "house_value", "loan", "not_first_house"] });
  });

  it("pays 4% a year on the first ₹8 lakh for 12 years, at most ₹1.8 lakh, in five yearly instalments, with their value today", () => {
    // ₹8 lakh over 20 years: EMI ₹6,943 at 8.5%, ₹5,061 at 4.5%; ₹1,882 a month for 144 months is ₹2,71,008, above the cap.
    expect(pmaySubsidy(household)).toEqual({
      eligible: true,
      band: "MIG",
      subsidisedLoan: rs(800_000),
      subsidyMonths: 144,
      interestCovered: rs(271_008),
      subsidy: rs(180_000),
      instalments: Array(5).fill(rs(36_000)),
      // ₹36,000 at the end of each of five years, discounted at 9%: 36,000 × 3.889651…
      presentValue: rs(140_027.45),
    });
    expect(PMAY_ISS.maxSubsidy).toBe(180_000);
  });

  it("pays the interest covered when it is below the cap, on the whole of a smaller loan, for a tenure under 12 years", () => {
    // ₹5 lakh over 10 years: EMI ₹6,334 at 9%, ₹5,303 at 5%; ₹1,031 a month for 120 months.
    const r = pmaySubsidy({ ...household, loan: rs(500_000), ratePercent: 9, tenureMonths: 120 });
    expect(r).toMatchObject({ subsidisedLoan: rs(500_000), subsidyMonths: 120, interestCovered: rs(123_720), subsidy: rs(123_720) });
    expect(r.eligible && r.instalments).toEqual(Array(5).fill(rs(24_744)));
  });
});

describe("a balance transfer's switching costs", () => {
  const limits = { modtStampDutyPercent: 0.2, btLegalChargesPaise: rs(10_000) };
  it("counts the fee and stamp duty on the new loan, finds the month the saving covers them, and the net saving", () => {
    // ₹30 lakh at 10% with 15 years left, moved at 8% with a ₹5 lakh top-up: EMI ₹32,238 → ₹28,670, ₹3,568 a month.
    const r = btSwitch({ outstanding: rs(3_000_000), currentRate: 10, remainingMonths: 180, newRate: 8, amount: rs(3_500_000) }, limits);
    expect(r.costs).toEqual({
      processingFee: rs(17_500),
      stampDuty: rs(7_000),
      stampDutyRule: { state: null, percent: 0.2, maxPaise: null },
      legalCharges: rs(10_000),
      total: rs(34_500),
    });
    expect(r.monthlySaving).toBe(rs(3_568));
    // ₹34,500 / ₹3,568 = 9.67: the tenth month's saving covers the costs.
    expect(r.breakEvenMonth).toBe(10);
    expect(r.netSaving).toBe(rs(642_240 - 34_500));
  });

  it("never breaks even at a rate that is not lower, or when the saving is too small for the months left", () => {
    expect(
      btSwitch({ outstanding: rs(3_000_000), currentRate: 8, remainingMonths: 180, newRate: 8, amount: rs(3_000_000) }, limits),
    ).toMatchObject({
      breakEvenMonth: null,
      netSaving: rs(-(15_000 + 6_000 + 10_000)),
    });
    // ₹2 lakh at 9% → 8.9% with 12 months left saves ₹1 a month: it never pays ₹11,400 back.
    expect(
      btSwitch({ outstanding: rs(200_000), currentRate: 9, remainingMonths: 12, newRate: 8.9, amount: rs(200_000) }, limits).breakEvenMonth,
    ).toBeNull();
  });
});

describe("stamp duty on the mortgage, by the property's state", () => {
  it("Maharashtra: 0.3% of the loan, to the rupee, up to its ₹10,00,000 ceiling", () => {
    expect(modtStampDuty(rs(50_00_000), 0.2, "MH")).toEqual({
      stampDuty: rs(15_000),
      rule: { state: "MH", percent: 0.3, maxPaise: rs(10_00_000) },
    });
    expect(modtStampDuty(rs(33_33_33_333), 0.2, "MH").stampDuty).toBe(rs(10_00_000));
    expect(modtStampDuty(rs(40_00_00_000), 0.2, "MH").stampDuty).toBe(rs(10_00_000));
  });

  it("Tamil Nadu: 0.5% of the loan, at most ₹30,000: rounding to the rupee reaches the ceiling at ₹59,99,900", () => {
    expect(modtStampDuty(rs(50_00_000), 0.2, "TN").stampDuty).toBe(rs(25_000));
    // ₹59,99,900 × 0.5% = ₹29,999.50, rounded to ₹30,000; one rupee more of loan and the ceiling holds it there.
    expect(modtStampDuty(rs(59_99_900), 0.2, "TN").stampDuty).toBe(rs(30_000));
    expect(modtStampDuty(rs(59_99_700), 0.2, "TN").stampDuty).toBe(rs(29_999));
    expect(modtStampDuty(rs(60_00_000), 0.2, "TN").stampDuty).toBe(rs(30_000));
    expect(modtStampDuty(rs(1_00_00_000), 0.2, "TN").stampDuty).toBe(rs(30_000));
  });

  it("a state without its own rule, or none given, pays the lender's general rate, with no ceiling", () => {
    expect(modtStampDuty(rs(50_00_000), 0.2, "KA")).toEqual({ stampDuty: rs(10_000), rule: { state: null, percent: 0.2, maxPaise: null } });
    expect(modtStampDuty(rs(50_00_000), 0.25)).toEqual({ stampDuty: rs(12_500), rule: { state: null, percent: 0.25, maxPaise: null } });
  });

  it("the switch's costs and break-even follow the state: a Tamil Nadu property costs more to move than one in Karnataka", () => {
    const input = { outstanding: rs(3_000_000), currentRate: 10, remainingMonths: 180, newRate: 8, amount: rs(3_500_000) };
    const limits = { modtStampDutyPercent: 0.2, btLegalChargesPaise: rs(10_000) };
    const tn = btSwitch({ ...input, propertyState: "TN" }, limits);
    const ka = btSwitch({ ...input, propertyState: "KA" }, limits);
    // Fee ₹17,500 + stamp duty ₹17,500 (0.5% of ₹35 lakh) + legal ₹10,000 = ₹45,000; in Karnataka ₹7,000 of stamp duty.
    expect(tn.costs.total).toBe(rs(45_000));
    expect(ka.costs.total).toBe(rs(34_500));
    expect(tn.netSaving).toBe(rs(642_240 - 45_000));
    // ₹45,000 / ₹3,568 a month = 12.6: the thirteenth month.
    expect(tn.breakEvenMonth).toBe(13);
    expect(ka.breakEvenMonth).toBe(10);
  });

  it("each state's rule names a known state, its source and the date it was read", () => {
    for (const [code, rule] of Object.entries(MODT_STAMP_DUTY)) {
      expect(INDIAN_STATE_CODES).toContain(code);
      expect(rule.percent).toBeGreaterThan(0);
      expect(rule.source).toMatch(/Stamp Act/);
      expect(rule.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
