import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { InI18n, useLocaleForTest } from "../../../../../tests/setup/i18n-unit";
import { ConsultationSidePanels } from "./consultation-side-panels";

const text = () =>
  renderToStaticMarkup(
    <InI18n>
      <ConsultationSidePanels />
    </InI18n>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

afterEach(() => useLocaleForTest("en"));

describe("the booking page's side panels, in both languages", () => {
  it("reads as before in English", () => {
    expect(text()).toContain("Book a slot that suits you and confirm it with a ₹0 payment");
    expect(text()).toContain("Reschedule or cancel from your dashboard up to 24 hours before your consultation starts.");
  });

  it("speaks Hindi on a Hindi page, with the fee and the hours from the catalogue's constants", () => {
    useLocaleForTest("hi");
    expect(text()).toContain("₹0 के भुगतान से उसकी पुष्टि करें");
    expect(text()).toContain("24 घंटे पहले तक");
    expect(text()).not.toContain("Why choose us");
  });
});
