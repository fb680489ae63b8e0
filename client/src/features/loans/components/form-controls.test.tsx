import { i18n } from "@lingui/core";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTickLabels } from "@/features/calculators/lib/use-tick-labels";
import { InI18n } from "../../../../../tests/setup/i18n-unit";
import { useTenureText } from "./form-controls";

/** What the form writes for each tenure in months, and the sliders' label for each number of years. */
function shown(months: number[], years: number[]): { tenures: string[]; ticks: string[] } {
  let out = { tenures: [] as string[], ticks: [] as string[] };
  function Probe() {
    const tenure = useTenureText();
    const { yearsLabel } = useTickLabels();
    out = { tenures: months.map(tenure), ticks: years.map(yearsLabel) };
    return null;
  }
  renderToStaticMarkup(
    <InI18n>
      <Probe />
    </InI18n>,
  );
  return out;
}

describe("a tenure in words", () => {
  afterEach(() => i18n.activate("en"));

  it("picks year or years, month or months, by the count", () => {
    // Without an Intl.NumberFormat: the first a page makes is a long task on a phone.
    const numberFormats = vi.spyOn(Intl, "NumberFormat");
    expect(shown([12, 13, 24, 100, 11, 1, 0], [1, 30])).toEqual({
      tenures: ["1 year", "1 year 1 month", "2 years", "8 years 4 months", "11 months", "1 month", ""],
      ticks: ["1 year", "30 years"],
    });
    expect(numberFormats).not.toHaveBeenCalled();
    numberFormats.mockRestore();
  });

  it("speaks Hindi, whose one and other differ from English's", () => {
    i18n.activate("hi");
    expect(shown([12, 25, 1, 2], [1, 30])).toEqual({
      tenures: ["1 साल", "2 साल 1 महीना", "1 महीना", "2 महीने"],
      ticks: ["1 साल", "30 साल"],
    });
  });
});
