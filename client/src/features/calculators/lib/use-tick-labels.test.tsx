import { i18n } from "@lingui/core";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { InI18n } from "../../../../../tests/setup/i18n-unit";
import { useTickLabels } from "./use-tick-labels";

/** The sliders' label for each number of years. */
function yearsLabels(years: number[]): string[] {
  let out: string[] = [];
  function Probe() {
    const { yearsLabel } = useTickLabels();
    out = years.map(yearsLabel);
    return null;
  }
  renderToStaticMarkup(
    <InI18n>
      <Probe />
    </InI18n>,
  );
  return out;
}

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
