import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { inI18n } from "../../../../../tests/setup/i18n-unit";
import { useTickLabels } from "./use-tick-labels";

/** The sliders' label for each number of years. */
const yearsLabels = (years: number[]) => years.map(inI18n(useTickLabels).yearsLabel);

describe("the sliders' years", () => {
  afterEach(() => i18n.activate("en"));

  it("say year or years by the count, without an Intl.NumberFormat", () => {
    const numberFormats = vi.spyOn(Intl, "NumberFormat");
    onTestFinished(() => numberFormats.mockRestore());
    expect(yearsLabels([1, 2, 30])).toEqual(["1 year", "2 years", "30 years"]);
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it("in Hindi", () => {
    i18n.activate("hi");
    expect(yearsLabels([1, 30])).toEqual(["1 साल", "30 साल"]);
  });
});
