import { i18n, type MessageDescriptor } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { useLocaleForTest } from "../../tests/setup/i18n-unit";
import { consultationEvent, inviteWords, type CalendarBooking } from "./consultation-event";

/** The invite in the active language, worded as the page words it (a text that is no catalogue id stays as written). */
const wording = (m: MessageDescriptor | string) => (typeof m !== "string" ? i18n._(m) : Object.hasOwn(i18n.messages, m) ? i18n._(m) : m);
const invite = (booking: CalendarBooking) => consultationEvent(booking, inviteWords(booking, wording));
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
afterEach(() => useLocaleForTest("en"));

describe("Add to calendar (.ics)", () => {
  it("writes the IST slot as the right UTC hour, whatever the machine's zone", async () => {
    const ics = await invite({
      id: 42,
      topic: "Tax Planning",
      preferredDate: "2026-11-23",
      preferredTime: "02:00 PM - 03:00 PM",
      notes: "Old regime or new?",
    });
    expect(ics).toContain("BEGIN:VEVENT");
    // 2 PM IST is 08:30 UTC.
    expect(ics).toMatch(/DTSTART:20261123T083000Z/);
    expect(ics).toMatch(/DTEND:20261123T093000Z/);
    expect(ics).toContain("UID:consultation-42@gharsetu");
    expect(ics).toContain("SUMMARY:GharSetu consultation: Tax Planning");
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain("02:00 PM - 03:00 PM IST");
  });

  it("starts a booking without a slot at the first slot of its day", async () => {
    const ics = await invite({ id: 7, topic: "Financial Planning", preferredDate: "2026-11-23", preferredTime: null });
    expect(ics).toMatch(/DTSTART:20261123T033000Z/);
  });

  it("says one set of words in the reader's language: the page's download and the e-mailed invite alike", async () => {
    const booking = {
      id: 9,
      topic: "Tax Planning",
      preferredDate: "2026-11-23",
      preferredTime: "02:00 PM - 03:00 PM",
      notes: "Old regime?",
    };
    const english = unfolded(await invite(booking));
    expect(english).toContain("SUMMARY:GharSetu consultation: Tax Planning");
    expect(english).toContain("DESCRIPTION:Free consultation #9\\, 02:00 PM - 03:00 PM IST.\\nYour notes: Old regime?\\nQuestions? Call");
    expect(english).toContain("LOCATION:Phone call: your adviser will call you");

    useLocaleForTest("hi");
    const hindi = unfolded(await invite(booking));
    expect(hindi).toMatch(/^SUMMARY:GharSetu परामर्श: [\u0900-\u097F]/m);
    expect(hindi).toContain("DESCRIPTION:मुफ़्त परामर्श #9\\, 02:00 PM - 03:00 PM IST।\\nआपके नोट्स: Old regime?\\nकोई सवाल है?");
    expect(hindi).toContain("LOCATION:फ़ोन कॉल: आपके सलाहकार आपको कॉल करेंगे");
    expect(hindi).not.toMatch(/Tax Planning|Free consultation|Questions|Online/);
    expect(hindi).toMatch(/DTSTART:20261123T083000Z/);
  });

  it("an update keeps the UID and raises the SEQUENCE; a cancellation asks calendars to remove the event", async () => {
    const booking = {
      id: 12,
      topic: "Tax Planning",
      preferredDate: "2026-11-23",
      preferredTime: "02:00 PM - 03:00 PM",
      meetingUrl: "https://meet.jit.si/GharSetu-0123456789abcdef0123",
      adviser: { name: "Meera Iyer" },
    };
    const request = unfolded(await consultationEvent({ ...booking, calendarSequence: 1 }, inviteWords(booking, wording), "REQUEST"));
    expect(request).toContain("METHOD:REQUEST");
    expect(request).toContain("SEQUENCE:1");
    expect(request).toContain("STATUS:CONFIRMED");
    expect(request).toContain("URL:https://meet.jit.si/GharSetu-0123456789abcdef0123");
    expect(request).toContain("LOCATION:https://meet.jit.si/GharSetu-0123456789abcdef0123");
    expect(request).toContain("Your adviser: Meera Iyer");
    const cancel = unfolded(await consultationEvent({ ...booking, calendarSequence: 2 }, inviteWords(booking, wording), "CANCEL"));
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("SEQUENCE:2");
    expect(cancel).toContain("STATUS:CANCELLED");
    expect(cancel).toContain("UID:consultation-12@gharsetu");
    // The page's download is a plain copy to add: no method asked of the calendar, no organiser.
    const download = await invite(booking);
    expect(download).toContain("METHOD:PUBLISH");
    expect(download).not.toContain("ORGANIZER");
  });
});
