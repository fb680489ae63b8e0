import { describe, expect, it } from "vitest";
import { parseTyped } from "./number-input";

describe("parseTyped", () => {
  it("reads a figure past grouping, spaces and a ₹ or % sign", () => {
    expect(parseTyped("25,00,000")).toBe(2_500_000);
    expect(parseTyped("₹ 1,00,000")).toBe(100_000);
    expect(parseTyped("8.5%")).toBe(8.5);
    expect(parseTyped(".5")).toBe(0.5);
  });

  it("keeps a minus sign, so a negative figure is out of range rather than read as positive", () => {
    expect(parseTyped("-100")).toBe(-100);
  });

  it("answers null for an empty box or one that is not a number", () => {
    for (const text of ["", " ", ".", "-", "12abc", "1.2.3", "5-5"]) expect(parseTyped(text), text).toBeNull();
  });
});
