import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCurrency, formatIstDate, formatIstDateTime, groupIndian } from "./format";

// groupIndian stands in for Intl.NumberFormat("en-IN") (whose first use in a page is a long task on a
// phone), so Intl is the oracle: the same text for any number, except that a value rounding to zero has no sign.
const intlByDigits = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((digits) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: digits }));
const intl = (maxFractionDigits: number) => intlByDigits[maxFractionDigits];
const intlCurrency = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const unsignedZero = (s: string) => s.replace(/^-(?=(₹)?0$)/, "");

const amounts = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.double({ min: -1000, max: 1000, noNaN: true }),
  // Short decimals such as a rate or a typed amount (8.345, 1.005).
  fc
    .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 9999 }))
    .map(([a, b]) => Number(`${a}.${String(b).padStart(4, "0")}`)),
  fc.double({ min: -1e21, max: 1e21, noNaN: true }),
  // Halves and near-halves, where rounding goes one way or the other.
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n + 0.5),
  fc.constantFrom(
    0,
    -0,
    0.4,
    -0.4,
    0.5,
    -0.5,
    999.5,
    1e21,
    -1e21,
    2 ** 53,
    Number.MAX_VALUE,
    Infinity,
    -Infinity,
    Number.MIN_VALUE,
    5e-7,
    -9.9e-7,
    1.5e-7,
  ),
  // Tiny values, which JavaScript writes with an exponent.
  fc.double({ min: -1e-6, max: 1e-6, noNaN: true }),
);

describe("groupIndian", () => {
  it("writes what Intl en-IN writes, for whole rupees and up to eight decimals", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 8 }), (value, digits) => {
        expect(groupIndian(value, digits)).toBe(unsignedZero(intl(digits).format(value)));
      }),
      { numRuns: 3000 },
    );
  });

  it("groups lakhs and crores", () => {
    expect(groupIndian(999)).toBe("999");
    expect(groupIndian(1000)).toBe("1,000");
    expect(groupIndian(100000)).toBe("1,00,000");
    expect(groupIndian(123456789)).toBe("12,34,56,789");
    expect(groupIndian(-2500000)).toBe("-25,00,000");
    expect(groupIndian(1234.5678, 3)).toBe("1,234.568");
    expect(groupIndian(12.5, 2)).toBe("12.5");
    expect(groupIndian(1.005, 2)).toBe("1.01"); // as written, not as stored (1.00499…)
    expect(groupIndian(99999.5)).toBe("1,00,000");
    expect(groupIndian(-0.4)).toBe("0");
    // What JavaScript writes with an exponent.
    expect(groupIndian(5e-7, 3)).toBe("0");
    expect(groupIndian(-5e-7)).toBe("0");
    expect(groupIndian(5e-7, 6)).toBe("0.000001");
    expect(groupIndian(1.5e-7, 7)).toBe("0.0000002");
    expect(() => groupIndian(1234.5, -1)).toThrow(RangeError);
  });
});

describe("formatCurrency", () => {
  it("writes what Intl's rupee format writes", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatCurrency(value)).toBe(unsignedZero(intlCurrency.format(value || 0)));
      }),
      { numRuns: 3000 },
    );
  });

  it("puts the minus before the rupee sign", () => {
    expect(formatCurrency(-2500)).toBe("-₹2,500");
    expect(formatCurrency("-150000.4")).toBe("-₹1,50,000");
  });
});

describe("formatIstDate and formatIstDateTime", () => {
  // 08:35 UTC is 2:05 pm in India; 20:00 UTC on the 25th is already the 26th there.
  const afternoon = new Date("2026-11-26T08:35:00Z");
  const lateEvening = "2026-11-25T20:00:00Z";

  it("write English as before when no language is given", () => {
    expect(formatIstDate(afternoon)).toBe("26 Nov 2026");
    expect(formatIstDate("2026-11-26")).toBe("26 Nov 2026");
    expect(formatIstDate(lateEvening)).toBe("26 Nov 2026");
    expect(formatIstDateTime(afternoon)).toBe("26 Nov 2026, 2:05 pm IST");
    expect(formatIstDate(afternoon, "en")).toBe(formatIstDate(afternoon));
    expect(formatIstDateTime(afternoon, "en")).toBe(formatIstDateTime(afternoon));
  });

  it("write the month in Hindi for Hindi, with Latin digits and IST", () => {
    expect(formatIstDate(afternoon, "hi")).toBe("26 नव॰ 2026");
    expect(formatIstDate("2026-11-26", "hi")).toBe("26 नव॰ 2026");
    expect(formatIstDate(lateEvening, "hi")).toBe("26 नव॰ 2026");
    expect(formatIstDateTime(afternoon, "hi")).toBe("26 नव॰ 2026, 2:05 pm IST");
    expect(formatIstDate("2027-01-05", "hi")).toBe("5 जन॰ 2027");
    for (const month of ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"])
      expect(formatIstDateTime(`2026-${month}-18T18:29:00Z`, "hi")).toMatch(/^18 \S+ 2026, 11:59 pm IST$/);
  });
});
