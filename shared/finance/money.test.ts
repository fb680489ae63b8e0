import { describe, expect, it } from "vitest";
import { gstOn, paise, paiseToRupees, percentOf, roundToPaisa, roundToRupee, rupeesToPaise, sumPaise } from "./money";

describe("money in paise", () => {
  it("turns rupees as typed into whole paise, halves away from zero", () => {
    expect(rupeesToPaise(1_500_000)).toBe(150_000_000);
    expect(rupeesToPaise(123.45)).toBe(12_345);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    // 1.005 is read as typed, not as the binary 1.00499999…, and its half paisa rounds up.
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(1.004)).toBe(100);
    expect(rupeesToPaise(-1.005)).toBe(-101);
    expect(rupeesToPaise(0.001)).toBe(0);
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(99_999_999.99)).toBe(9_999_999_999);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it("gives rupees back exactly to two decimals", () => {
    expect(paiseToRupees(paise(12_345))).toBe(123.45);
    expect(JSON.stringify(paiseToRupees(paise(1)))).toBe("0.01");
    expect(JSON.stringify(paiseToRupees(paise(9_999_999_999)))).toBe("99999999.99");
    for (let p = 0; p < 10_000; p += 7) expect(rupeesToPaise(paiseToRupees(paise(p)))).toBe(p);
  });

  it("refuses anything that is not a whole number of paise", () => {
    expect(() => paise(1.5)).toThrow(RangeError);
    expect(() => paise(2 ** 53)).toThrow(RangeError);
  });

  it("rounds to the paisa and to the rupee, halves away from zero", () => {
    expect(roundToPaisa(1_770_833.333)).toBe(1_770_833);
    expect(roundToPaisa(0.5)).toBe(1);
    expect(roundToPaisa(-0.5)).toBe(-1);
    expect(Object.is(roundToPaisa(-0.4), 0)).toBe(true);
    expect(roundToRupee(2_169_550)).toBe(2_169_600);
    expect(roundToRupee(2_169_549.99)).toBe(2_169_500);
    expect(roundToRupee(-150)).toBe(-200);
  });

  it("takes percentages and GST to the paisa", () => {
    // 0.5% of ₹25,00,000 is ₹12,500; 0.5% of ₹1,00,001 is ₹500.005, which rounds to ₹500.01.
    expect(percentOf(rupeesToPaise(2_500_000), 0.5)).toBe(1_250_000);
    expect(percentOf(rupeesToPaise(100_001), 0.5)).toBe(50_001);
    // 18% GST on a ₹12,500 fee is ₹2,250; on ₹999.99 it is ₹179.9982, so ₹180.00.
    expect(gstOn(rupeesToPaise(12_500))).toBe(225_000);
    expect(gstOn(rupeesToPaise(999.99))).toBe(18_000);
    expect(sumPaise([paise(1), paise(2), paise(3)])).toBe(6);
  });
});
