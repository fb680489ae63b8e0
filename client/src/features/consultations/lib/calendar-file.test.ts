import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { useLocaleForTest } from "../../../../../tests/setup/i18n-unit";
import { consultationInvite } from "./calendar-file";

const booking = {
  id: 31,
  topic: "Tax Planning",
  preferredDate: "2026-11-23",
  preferredTime: "11:00 AM - 12:00 PM",
  notes: "Old or new regime?",
};
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
afterEach(() => useLocaleForTest("en"));

describe("Add to calendar's file", () => {
  it("is in the page's language: a Hindi page downloads a Hindi invite, the customer's own notes as written", async () => {
    useLocaleForTest("hi");
    const ics = unfolded(await consultationInvite(booking, i18n));
    expect(ics).toContain("SUMMARY:GharSetu परामर्श: टैक्स योजना");
    expect(ics).toContain("DESCRIPTION:मुफ़्त परामर्श #31\\, 11:00 AM - 12:00 PM IST।\\nआपके नोट्स: Old or new regime?\\n");
    expect(ics).toContain("LOCATION:फ़ोन कॉल: आपके सलाहकार आपको कॉल करेंगे");
    expect(ics).toContain("DTSTART:20261123T053000Z");
  });

  it("is in English on an English page", async () => {
    const ics = unfolded(await consultationInvite(booking, i18n));
    expect(ics).toContain("SUMMARY:GharSetu consultation: Tax Planning");
    expect(ics).toContain("LOCATION:Phone call: your adviser will call you");
  });
});
