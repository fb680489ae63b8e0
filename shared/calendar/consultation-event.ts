import type { MessageDescriptor } from "@lingui/core";
import { COMPANY } from "../catalog/company";
import { consultationStart } from "../catalog/consultations";

export type CalendarBooking = {
  id: number;
  topic: string;
  preferredDate: string;
  preferredTime: string | null;
  notes?: string | null;
  /** The online session's room; none: the adviser calls. */
  meetingUrl?: string | null;
  /** The invite's version: every update of the same UID (a move, a cancellation) carries a higher one. */
  calendarSequence?: number;
  adviser?: { name: string } | null;
};

/**
 * How a calendar app should take the file: PUBLISH (a download to add), REQUEST (the e-mailed invite and
 * its updates) or CANCEL (remove the event with this UID).
 */
export type InviteMethod = "PUBLISH" | "REQUEST" | "CANCEL";

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

/**
 * Words in the reader's language: a descriptor (its values inside) or a catalogue id through the
 * catalogues, any other text as it is. The server passes a notice's translator, the page its catalogue
 * (catalogueText for a text that may not be an id).
 */
export type Wording = (message: MessageDescriptor | string) => string;

/**
 * The invite's summary, description and place in the reader's language: the one source of the invite's
 * words, for the page's "Add to calendar" and the e-mailed invite alike (their messages live in the
 * shared catalogue, which both load).
 */
export function inviteWords(booking: CalendarBooking, t: Wording): InviteWords {
  const time = booking.preferredTime
    ? t(/*i18n*/ { id: "invite.time", message: "{time} IST", values: { time: booking.preferredTime } })
    : t(/*i18n*/ { id: "invite.time_to_be_confirmed", message: "time to be confirmed by your adviser" });
  return {
    title: t(/*i18n*/ { id: "invite.title", message: "GharSetu consultation: {topic}", values: { topic: t(booking.topic) } }),
    description: [
      t(/*i18n*/ { id: "invite.what", message: "Free consultation #{id}, {time}.", values: { id: booking.id, time } }),
      booking.adviser ? t(/*i18n*/ { id: "invite.adviser", message: "Your adviser: {name}", values: { name: booking.adviser.name } }) : "",
      booking.meetingUrl
        ? t(/*i18n*/ { id: "invite.join", message: "Join the video call: {url}", values: { url: booking.meetingUrl } })
        : "",
      booking.notes ? t(/*i18n*/ { id: "invite.notes", message: "Your notes: {notes}", values: { notes: booking.notes } }) : "",
      t(/*i18n*/ { id: "invite.questions", message: "Questions? Call {phone}.", values: { phone: COMPANY.phones[0] } }),
    ]
      .filter(Boolean)
      .join("\n"),
    location: booking.meetingUrl
      ? booking.meetingUrl
      : t(/*i18n*/ { id: "invite.location_phone", message: "Phone call: your adviser will call you" }),
  };
}

/** Who sends the e-mailed invites: calendar apps match an update or a cancellation to the event by UID and organiser. */
const ORGANIZER = { name: COMPANY.name, email: COMPANY.email };

/**
 * An iCalendar (.ics) event for a booking. The slot is an IST time; it is written in UTC so every
 * calendar app shows it at the right moment in its own zone. The same UID every time, and the booking's
 * SEQUENCE, which every move or cancellation raises, so a later file replaces the earlier one (or, with
 * METHOD:CANCEL, removes it). The ics library loads only when asked (the browser's bundle keeps it out
 * of the first load). `words`: what it says, from inviteWords in the reader's language.
 */
export async function consultationEvent(
  booking: CalendarBooking,
  words: InviteWords,
  method: InviteMethod = "PUBLISH",
  /** Who it is sent to: an invite or its cancellation names its attendee, as calendar apps expect (RFC 5546). */
  attendee?: { name: string; email: string },
): Promise<string> {
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
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    method,
    ...(method === "PUBLISH" ? {} : { organizer: ORGANIZER }),
    ...(method !== "PUBLISH" && attendee
      ? { attendees: [{ name: attendee.name || attendee.email, email: attendee.email, rsvp: false, role: "REQ-PARTICIPANT" as const }] }
      : {}),
    ...(booking.meetingUrl ? { url: booking.meetingUrl } : {}),
    sequence: booking.calendarSequence ?? 0,
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar file");
  return value;
}
