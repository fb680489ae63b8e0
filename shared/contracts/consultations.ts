import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { ADVISER_LANGUAGE_CODES, type AdviserLanguage } from "../catalog/adviser-languages";
import { CONSULTATION_SLOTS } from "../catalog/consultations";
import { idParam } from "../schema/admin";
import {
  CONSULTATION_STATUSES,
  adminConsultationUpdateSchema,
  adviserSettingsSchema,
  adminConsultationsQuery,
  consultationChangeSchema,
  consultationRequestSchema,
  slotsQuery,
} from "../schema/consultations";
import { consultations } from "../schema/consultations-table";
import { calendarDate, nullableTimestamp, route, timestamp, type Json } from "./define";

// The job runner's bookkeeping stays in the database.
const {
  reminded24hAt: _reminded24hAt,
  reminded1hAt: _reminded1hAt,
  ...bookingColumns
} = createSelectSchema(consultations, {
  status: z.enum(CONSULTATION_STATUSES),
  bookedAt: timestamp,
  startsAt: nullableTimestamp,
  holdUntil: nullableTimestamp,
  confirmedAt: nullableTimestamp,
}).shape;

/** The adviser a booking is with, as the customer sees them: a name, its initials for the badge, the languages they speak. */
export const adviserBadge = z.strictObject({
  name: z.string(),
  initials: z.string(),
  languages: z.array(z.enum(ADVISER_LANGUAGE_CODES as [AdviserLanguage, ...AdviserLanguage[]])),
});
export type AdviserBadge = z.input<typeof adviserBadge>;

/**
 * A booking as its owner sees it: the row (contact details, slot, the adviser's summary, the hold of a
 * booking not yet confirmed, the meeting link) and the adviser it is with.
 */
export const consultationView = z.strictObject({ ...bookingColumns, adviser: adviserBadge.nullable() });
export type ConsultationView = z.input<typeof consultationView>;
export type ConsultationViewJson = Json<typeof consultationView>;

/** One row of the staff's bookings list: the booking and whose it is. */
export const adminConsultationView = z.strictObject({
  ...consultationView.shape,
  customer: z.strictObject({ fullName: z.string(), username: z.string() }),
});
export type AdminConsultationView = z.input<typeof adminConsultationView>;
export type AdminConsultationViewJson = Json<typeof adminConsultationView>;

/** Places left in each slot of one day (a snapshot: a booking still checks under the slot's lock). */
export const slotAvailabilityView = z.strictObject({
  date: calendarDate,
  bookingsPerSlot: z.number().int(),
  /** `tooSoon`: the slot starts within the minimum notice, so it cannot be booked whatever its places. */
  slots: z.array(z.strictObject({ time: z.enum(CONSULTATION_SLOTS), remaining: z.number().int(), tooSoon: z.boolean() })),
});
export type SlotAvailability = z.input<typeof slotAvailabilityView>;
export type SlotAvailabilityJson = Json<typeof slotAvailabilityView>;

/** A member of staff and whether they take consultations. */
export const adviserRowView = z.strictObject({
  userId: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  role: z.string(),
  adviser: z.strictObject({ displayName: z.string(), languages: z.array(z.string()), active: z.boolean() }).nullable(),
});
export type AdviserRowJson = Json<typeof adviserRowView>;

/** Customers see a day's free places, book, list, reschedule and cancel; staff list every booking and set its status. */
export const consultationsContract = {
  slots: route({
    method: "GET",
    path: "/api/consultations/slots",
    // Public: the booking page shows which slots of a day are full before anyone signs in.
    summary: "Places left in each slot of a bookable day",
    access: "public",
    query: slotsQuery,
    response: slotAvailabilityView,
  }),
  list: route({
    method: "GET",
    path: "/api/consultations",
    summary: "The customer's own bookings, soonest first",
    access: "user",
    response: z.array(consultationView),
  }),
  create: route({
    method: "POST",
    path: "/api/consultations",
    summary: "Book a consultation (with a slot, a place in it is claimed)",
    access: "user",
    body: consultationRequestSchema,
    status: 201,
    response: consultationView,
  }),
  change: route({
    method: "PATCH",
    path: "/api/consultations/:id",
    summary: "Cancel one's own booking, or move it to another date and slot",
    access: "user",
    params: idParam,
    body: consultationChangeSchema,
    response: consultationView,
  }),
  adminList: route({
    method: "GET",
    path: "/api/admin/consultations",
    summary: "Every customer's bookings, searched and by status, newest first",
    access: "staff",
    query: adminConsultationsQuery,
    paged: true,
    response: z.array(adminConsultationView),
  }),
  advisers: route({
    method: "GET",
    path: "/api/admin/advisers",
    summary: "Every member of staff and whether they take consultations (name shown, languages)",
    access: "staff",
    response: z.array(adviserRowView),
  }),
  setAdviser: route({
    method: "PUT",
    path: "/api/admin/advisers/:id",
    summary: "Make a member of staff an adviser, change the name or languages customers see, or stop assigning them",
    access: "superadmin",
    params: idParam,
    body: adviserSettingsSchema,
    response: adviserRowView,
  }),
  adminUpdate: route({
    method: "PATCH",
    path: "/api/admin/consultations/:id",
    summary: "Set a booking's status, optionally with the adviser's summary for the customer",
    access: "staff",
    params: idParam,
    body: adminConsultationUpdateSchema,
    response: consultationView,
  }),
};
