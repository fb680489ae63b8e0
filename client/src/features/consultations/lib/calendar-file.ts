import type { I18n } from "@lingui/core";
import { consultationEvent, consultationEventFileName, inviteWords, type CalendarBooking } from "@shared/calendar/consultation-event";
import { catalogueText } from "@/lib/catalogue-text";

/** The booking's .ics file in the page's language: the same words as the e-mailed invite (shared/calendar). */
export function consultationInvite(booking: CalendarBooking, i18n: I18n): Promise<string> {
  // The topic is a catalogue id; anything else (a customer's notes) is shown as written.
  const words = inviteWords(booking, (message) => (typeof message === "string" ? catalogueText(i18n, message) : i18n._(message)));
  return consultationEvent(booking, words);
}

/** Saves the booking's .ics file, in the page's language, through the browser. */
export async function downloadConsultationEvent(booking: CalendarBooking, i18n: I18n): Promise<void> {
  const text = await consultationInvite(booking, i18n);
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: consultationEventFileName(booking.id) });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
