import { z } from "zod";
import { ADVISER_LANGUAGE_CODES, type AdviserLanguage } from "../catalog/adviser-languages";
import { BOOKING_HORIZON_DAYS, CONSULTATION_SLOTS, CONSULTATION_TOPICS, WEEKDAY_MESSAGE } from "../catalog/consultations";
import { pagedSearchQuery } from "./admin";
import { isOpenWeekday } from "../catalog/business-hours";
import { isHoliday } from "../calendar/working-days";
import { addDays, istDateField, istToday } from "./dates";
import { EMAIL_MAX, NAME_HAS_WEB_ADDRESS, NAME_WEB_ADDRESS_MESSAGE, PERSON_NAME_MESSAGE, PERSON_NAME_PATTERN, plainText } from "./text";

export { WEEKDAY_HINT, WEEKDAY_MESSAGE } from "../catalog/consultations";

/** `pending`: booked, not yet confirmed (its place is held for a while); `scheduled`: confirmed. */
export const CONSULTATION_STATUSES = ["pending", "scheduled", "completed", "cancelled"] as const;

const topicField = z.enum(CONSULTATION_TOPICS, { error: /*i18n*/ "Please select a consultation topic" });

/** A bookable day: a valid date, after today in India, Monday to Friday. */
export const bookingDateField = istDateField({ required: /*i18n*/ "Please select a date", invalid: /*i18n*/ "Please select a valid date" })
  .refine((d) => d > istToday(), /*i18n*/ "Please select a future date")
  .refine((d) => d <= addDays(istToday(), BOOKING_HORIZON_DAYS), /*i18n*/ "Please select a date within the next 90 days")
  .refine((d) => isOpenWeekday(d), WEEKDAY_MESSAGE)
  .refine((d) => !isHoliday(d), /*i18n*/ "We are closed on this day for a public holiday. Please select another date");

const slotField = z.enum(CONSULTATION_SLOTS, { error: /*i18n*/ "Please select a preferred time" });
const nameField = plainText({ error: /*i18n*/ "Name must be at least 2 characters" })
  .trim()
  .min(2, /*i18n*/ "Name must be at least 2 characters")
  .max(100, /*i18n*/ "Name cannot exceed 100 characters")
  .regex(PERSON_NAME_PATTERN, PERSON_NAME_MESSAGE)
  .refine((v) => !NAME_HAS_WEB_ADDRESS.test(v), NAME_WEB_ADDRESS_MESSAGE);
const emailField = plainText({ error: /*i18n*/ "Please enter a valid email" })
  .trim()
  .max(EMAIL_MAX, /*i18n*/ "Please enter a valid email")
  .toLowerCase()
  .pipe(z.email(/*i18n*/ "Please enter a valid email"));
const phoneField = plainText({ error: /*i18n*/ "Please enter a valid phone number" })
  .trim()
  .min(10, /*i18n*/ "Please enter a valid phone number")
  .max(20, /*i18n*/ "Please enter a valid phone number")
  .regex(/^\+?[\d\s-]+$/, /*i18n*/ "Please enter a valid phone number")
  .refine((v) => v.replace(/\D/g, "").length >= 10, /*i18n*/ "Please enter a valid phone number");
const notesField = z.preprocess(
  (v) => (v === null ? undefined : v),
  plainText().trim().max(1000, /*i18n*/ "Notes cannot exceed 1000 characters").optional(),
);

/** The booking form: every field but the notes is required. */
export const consultationFormSchema = z.object({
  topic: topicField,
  name: nameField,
  phone: phoneField,
  email: emailField,
  preferredDate: bookingDateField,
  preferredTime: slotField,
  notes: notesField,
});
export type ConsultationFormInput = z.infer<typeof consultationFormSchema>;

const CONTACT_AND_SLOT = ["name", "email", "phone", "preferredTime"] as const;
const REQUIRED_MESSAGES: Record<(typeof CONTACT_AND_SLOT)[number], string> = {
  name: /*i18n*/ "Name must be at least 2 characters",
  email: /*i18n*/ "Please enter a valid email",
  phone: /*i18n*/ "Please enter a valid phone number",
  preferredTime: /*i18n*/ "Please select a preferred time",
};

/**
 * POST /api/consultations. Our form sends every field. A client written from the spec sends only
 * topic, preferredDate and notes: its contact details come from the profile and it takes no slot.
 * Once any of the contact or slot fields is sent, all of them are required, as on the form.
 */
export const consultationRequestSchema = consultationFormSchema
  .partial({ name: true, email: true, phone: true, preferredTime: true })
  .superRefine((v, ctx) => {
    if (CONTACT_AND_SLOT.every((k) => v[k] === undefined)) return;
    for (const k of CONTACT_AND_SLOT) {
      if (v[k] === undefined) ctx.addIssue({ code: "custom", path: [k], message: REQUIRED_MESSAGES[k] });
    }
  });
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;

/** PATCH /api/consultations/{id} by the owner: `{ status: 'cancelled' }`, or a new date and slot. */
export const consultationChangeSchema = z
  .object({
    status: z.literal("cancelled", { error: /*i18n*/ "You can only set the status to cancelled" }).optional(),
    preferredDate: bookingDateField.optional(),
    preferredTime: slotField.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const rescheduling = v.preferredDate !== undefined || v.preferredTime !== undefined;
    if (v.status && rescheduling) {
      ctx.addIssue({ code: "custom", path: ["status"], message: /*i18n*/ "Cancel or reschedule, not both at once" });
    } else if (!v.status) {
      if (v.preferredDate === undefined)
        ctx.addIssue({ code: "custom", path: ["preferredDate"], message: /*i18n*/ "Please select a date" });
      if (v.preferredTime === undefined)
        ctx.addIssue({ code: "custom", path: ["preferredTime"], message: /*i18n*/ "Please select a preferred time" });
    }
  });
export type ConsultationChange = z.infer<typeof consultationChangeSchema>;

/** The reschedule form: a new bookable date and slot. */
export const rescheduleFormSchema = z.object({ preferredDate: bookingDateField, preferredTime: slotField });
export type RescheduleInput = z.infer<typeof rescheduleFormSchema>;

const statusField = z.enum(CONSULTATION_STATUSES, { error: "Status must be pending, scheduled, completed or cancelled" });
/** Staff confirm (scheduled), complete or cancel a booking; only a booking waits to be confirmed. */
export const STAFF_CONSULTATION_STATUSES = ["scheduled", "completed", "cancelled"] as const;

/** PATCH /api/admin/consultations/{id}: a status, and optionally the adviser's summary for the customer. */
export const adminConsultationUpdateSchema = z.object({
  status: z.enum(STAFF_CONSULTATION_STATUSES, { error: "Status must be scheduled, completed or cancelled" }),
  summary: plainText({ error: "Summary must be text" }).trim().max(2000, "Summary cannot exceed 2000 characters").optional(),
});
export type AdminConsultationUpdate = z.infer<typeof adminConsultationUpdateSchema>;

/** PUT /api/admin/advisers/{id}: how a member of staff appears to customers as an adviser, and whether they take sessions. */
export const adviserSettingsSchema = z
  .object({
    displayName: plainText({ error: "Name must be text" })
      .trim()
      .min(2, "Name must be at least 2 characters")
      .max(60, "Name cannot exceed 60 characters")
      .regex(PERSON_NAME_PATTERN, "Use letters for the name, not symbols"),
    languages: z
      .array(z.enum(ADVISER_LANGUAGE_CODES as [AdviserLanguage, ...AdviserLanguage[]], { error: "Unknown language" }), {
        error: "Languages must be a list",
      })
      .min(1, "Choose at least one language")
      .max(ADVISER_LANGUAGE_CODES.length, "Too many languages")
      .refine((l) => new Set(l).size === l.length, "Each language once"),
    active: z.boolean({ error: "active must be true or false" }),
  })
  .strict();
export type AdviserSettings = z.infer<typeof adviserSettingsSchema>;

/** GET /api/admin/consultations: search, an optional status filter, paging. */
export const adminConsultationsQuery = pagedSearchQuery.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), statusField.optional()),
});
export type AdminConsultationsQuery = z.infer<typeof adminConsultationsQuery>;

/** GET /api/consultations/slots?date=: the day must be one a customer could book. */
export const slotsQuery = z.object({ date: bookingDateField });
