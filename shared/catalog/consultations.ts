import { istInstant } from "../calendar/ist";

/** The ten consultation topics, in the order the form lists them. */
export const CONSULTATION_TOPICS = [
  /*i18n*/ "Home Loan Consultation",
  /*i18n*/ "Loan Against Property",
  /*i18n*/ "Balance Transfer Options",
  /*i18n*/ "SIP Investment Planning",
  /*i18n*/ "Financial Planning",
  /*i18n*/ "Retirement Planning",
  /*i18n*/ "Tax Planning",
  /*i18n*/ "Wealth Management",
  /*i18n*/ "Debt Consolidation",
  /*i18n*/ "Other Financial Services",
] as const;
export type ConsultationTopic = (typeof CONSULTATION_TOPICS)[number];

/** Hour-long weekday slots in IST from 9 AM to 6 PM, with no slot over lunch (1 to 2 PM). */
export const CONSULTATION_SLOTS = [
  "09:00 AM - 10:00 AM",
  "10:00 AM - 11:00 AM",
  "11:00 AM - 12:00 PM",
  "12:00 PM - 01:00 PM",
  "02:00 PM - 03:00 PM",
  "03:00 PM - 04:00 PM",
  "04:00 PM - 05:00 PM",
  "05:00 PM - 06:00 PM",
] as const;
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number];

/** The hour (IST, 24-hour clock) each slot starts, in the same order. */
const SLOT_START_HOURS = [9, 10, 11, 12, 14, 15, 16, 17] as const;

export const CONSULTATION_FEE = 0;
/** A customer can reschedule or cancel until this many hours before the slot starts. */
export const CHANGE_WINDOW_HOURS = 24;
/** The confirmation page moves on to the dashboard after this long. */
export const REDIRECT_AFTER_BOOKING_MS = 3000;
/** The superadmin setting 'Bookings per slot' starts here. */
export const DEFAULT_BOOKINGS_PER_SLOT = 2;

/** How far ahead a slot can be booked: advisers plan a quarter ahead, and nobody can hold the calendar for years. */
export const BOOKING_HORIZON_DAYS = 90;
/** Scheduled bookings one customer may hold at a time. */
export const MAX_OPEN_BOOKINGS = 3;

/** The hour (IST, 24-hour clock) a slot starts, or null for anything that is not one of the slots. */
export function slotStartHour(slot: string | null | undefined): number | null {
  const index = (CONSULTATION_SLOTS as readonly string[]).indexOf(slot ?? "");
  return index === -1 ? null : SLOT_START_HOURS[index];
}

/**
 * When a booking begins. A booking with no slot (a client that sends only topic, date and notes)
 * counts from the first slot of its day, so its change window closes no later than any slot's would.
 */
export function consultationStart(preferredDate: string, preferredTime: string | null | undefined): Date {
  return istInstant(preferredDate, slotStartHour(preferredTime) ?? SLOT_START_HOURS[0]);
}

/** The last moment the customer may still reschedule or cancel. */
export function changeDeadline(preferredDate: string, preferredTime: string | null | undefined): Date {
  return new Date(consultationStart(preferredDate, preferredTime).getTime() - CHANGE_WINDOW_HOURS * 60 * 60 * 1000);
}

/** A name's initials for the adviser's badge: "Meera Iyer" is "MI", one name its first two letters. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return "?";
  if (words.length === 1) return [...words[0]].slice(0, 2).join("").toUpperCase();
  return ([...words[0]][0] + [...words.at(-1)!][0]).toUpperCase();
}

/** The calendar's hint; the same words refuse a weekend date. */
export const WEEKDAY_HINT = /*i18n*/ "Select a weekday (Monday to Friday)";
export const WEEKDAY_MESSAGE = /*i18n*/ "Please select a weekday (Monday to Friday)";
