import { consultationEvent, consultationEventFileName, type CalendarBooking } from "@shared/calendar/consultation-event";

/** Saves the booking's .ics file through the browser. */
export async function downloadConsultationEvent(booking: CalendarBooking): Promise<void> {
  const text = await consultationEvent(booking);
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: consultationEventFileName(booking.id) });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
