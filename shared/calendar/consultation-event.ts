import { COMPANY } from "../catalog/company";
import { consultationStart } from "../catalog/consultations";
import { nowMs } from "../clock";

export type CalendarBooking = { id: number; topic: string; preferredDate: string; preferredTime: string | null; notes?: string | null };

const ONE_HOUR_MS = 60 * 60 * 1000;
const asUtcArray = (d: Date): [number, number, number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/** The invite's file name, the same in the browser download and the confirmation e-mail. */
export const consultationEventFileName = (id: number) => `gharsetu-consultation-${id}.ics`;

/** What an invite says, in one language: its summary, description and place. */
export type InviteWords = { title: string; description: string; location: string };

/** The invite's words in English. Another language's come from whoever makes the invite (the server's e-mails). */
export function englishInviteWords(booking: CalendarBooking): InviteWords {
  const when = booking.preferredTime ? `${booking.preferredTime} IST` : "time to be confirmed by your adviser";
  return {
    title: `GharSetu consultation: ${booking.topic}`,
    description: [
      `Free consultation #${booking.id}, ${when}.`,
      booking.notes ? `Your notes: ${booking.notes}` : "",
      `Questions? Call ${COMPANY.phones[0]}.`,
    ]
      .filter(Boolean)
      .join("\n"),
    location: "Online (phone or video call)",
  };
}

/**
 * An iCalendar (.ics) event for a booking. The slot is an IST time; it is written in UTC so every
 * calendar app shows it at the right moment in its own zone. The same UID every time, so a rescheduled
 * booking's invite replaces the first one. The ics library loads only when asked (the browser's
 * bundle keeps it out of the first load). `words`: what it says (English unless given).
 */
export async function consultationEvent(booking: CalendarBooking, words: InviteWords = englishInviteWords(booking)): Promise<string> {
  const { createEvent } = await import("ics");
  const start = consultationStart(booking.preferredDate, booking.preferredTime);
  const { error, value } = createEvent({
    uid: `consultation-${booking.id}@gharsetu`,
    productId: "gharsetu/consultations",
    title: words.title,
    description: words.description,
    location: words.location,
    start: asUtcArray(start),
    startInputType: "utc",
    startOutputType: "utc",
    end: asUtcArray(new Date(start.getTime() + ONE_HOUR_MS)),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    // Same UID for every version of a booking; a later file (after a reschedule) must carry a higher
    // SEQUENCE or calendar apps keep the old time. Seconds since 2020 only grow.
    sequence: Math.floor((nowMs() - Date.UTC(2020, 0, 1)) / 1000),
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar file");
  return value;
}
