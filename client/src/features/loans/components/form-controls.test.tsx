import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { inI18n } from "../../../../../tests/setup/i18n-unit";
import { useTenureText } from "./form-controls";

/** What the form writes for each tenure in months. */
const shown = (months: number[]) => months.map(inI18n(useTenureText));

describe("a tenure in words", () => {
  afterEach(() => i18n.activate("en"));

  it("picks year or years, month or months, by the count", () => {
    // Without an Intl.NumberFormat: the first a page makes is a long task on a phone.
    const numberFormats = vi.spyOn(Intl, "NumberFormat");
    onTestFinished(() => numberFormats.mockRestore());
    expect(shown([12, 13, 24, 100, 11, 1, 0])).toEqual([
      "1 year",
      "1 year 1 month",
      "2 years",
      "8 years 4 months",
      "11 months",
      "1 month",
      "",
    ]);
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it("speaks Hindi, whose one and other differ from English's", () => {
    i18n.activate("hi");
    expect(shown([12, 25, 1, 2])).toEqual(["1 साल", "2 साल 1 महीना", "1 महीना", "2 महीने"]);
  });
});
