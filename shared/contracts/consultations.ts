import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { CONSULTATION_SLOTS } from "../catalog/consultations";
import { idParam } from "../schema/admin";
import {
  CONSULTATION_STATUSES,
  adminConsultationUpdateSchema,
  adminConsultationsQuery,
  consultationChangeSchema,
  consultationRequestSchema,
  slotsQuery,
} from "../schema/consultations";
import { consultations } from "../schema/consultations-table";
import { calendarDate, route, timestamp, type Json } from "./define";

/** A booking as its owner sees it: the whole row (contact details, slot, the adviser's summary). */
export const consultationView = z.strictObject(
  createSelectSchema(consultations, { status: z.enum(CONSULTATION_STATUSES), bookedAt: timestamp }).shape,
);
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
  slots: z.array(z.strictObject({ time: z.enum(CONSULTATION_SLOTS), remaining: z.number().int() })),
});
export type SlotAvailability = z.input<typeof slotAvailabilityView>;
export type SlotAvailabilityJson = Json<typeof slotAvailabilityView>;

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
