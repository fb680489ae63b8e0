import { isOpenWeekday } from "@shared/catalog/business-hours";
import { addDays, istToday } from "@shared/calendar/ist";
import { isHoliday } from "@shared/calendar/working-days";
import { BOOKING_HORIZON_DAYS, CONSULTATION_TOPICS } from "@shared/catalog/consultations";
import type { PublicUserJson } from "@shared/contracts/auth";
import type { ConsultationFormInput } from "@shared/schema";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";

/** What the inputs hold; the shared schema checks and trims it. */
export type BookingFormValues = {
  topic: string;
  name: string;
  phone: string;
  email: string;
  preferredDate: string;
  preferredTime: string;
  notes: string;
};

export const BOOKING_FIELDS = ["topic", "name", "phone", "email", "preferredDate", "preferredTime", "notes"] as const;

/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
export const bookingResolver = lazyZodResolver<BookingFormValues, ConsultationFormInput>(() =>
  import("@shared/schema/consultations").then((m) => m.consultationFormSchema),
);

/** A day the calendar offers: after today in India, Monday to Friday (advisers work weekdays). */
export const isBookableDay = (date: string) =>
  date > istToday() && date <= addDays(istToday(), BOOKING_HORIZON_DAYS) && isOpenWeekday(date) && !isHoliday(date);

/** The first day a booking can take: where the calendar opens. */
export function firstBookableDay(): string {
  let d = addDays(istToday(), 1);
  while (!isBookableDay(d)) d = addDays(d, 1);
  return d;
}

/** The form starts from the signed-in customer's details; Book Again passes the topic in the query (?topic=). */
export function bookingDefaults(user: PublicUserJson | null, search: string): BookingFormValues {
  const topic = new URLSearchParams(search).get("topic") ?? "";
  return {
    topic: (CONSULTATION_TOPICS as readonly string[]).includes(topic) ? topic : "",
    name: user?.fullName ?? "",
    phone: user?.phoneNumber ?? "",
    email: user?.email ?? "",
    preferredDate: "",
    preferredTime: "",
    notes: "",
  };
}
