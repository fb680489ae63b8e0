import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-words";

describe("amounts in words", () => {
  it("says lakh and crore in English", () => {
    expect(amountInWords(2_500_000, "en")).toBe("₹25 lakh");
    expect(amountInWords(15_000_000, "en")).toBe("₹1.5 crore");
    expect(amountInWords(100_000, "en")).toBe("₹1 lakh");
    expect(amountInWords(99_999, "en")).toBe("₹100 thousand");
    expect(amountInWords(500, "en")).toBe("₹500");
  });

  it("says लाख and करोड़ in Hindi, and 100 crore is ₹100 करोड़, never अरब", () => {
    expect(amountInWords(2_500_000, "hi")).toBe("₹25 लाख");
    expect(amountInWords(15_000_000, "hi")).toBe("₹1.5 करोड़");
    expect(amountInWords(1_000_000_000, "hi")).toBe("₹100 करोड़");
    expect(amountInWords(1_000_000_000, "hi")).not.toContain("अरब");
    expect(amountInWords(12_345_678_900, "hi")).toBe("₹1,234.57 करोड़");
    expect(amountInWords(50_000, "hi")).toBe("₹50 हज़ार");
  });

  it("has a short form for slider ticks", () => {
    expect(amountInWords(100_000, "en", { short: true })).toBe("₹1 L");
    expect(amountInWords(100_000_000, "en", { short: true })).toBe("₹10 Cr");
    expect(amountInWords(100_000_000, "hi", { short: true })).toBe("₹10 करोड़");
    expect(amountInWords(-250_000, "en")).toBe("-₹2.5 lakh");
  });
});
