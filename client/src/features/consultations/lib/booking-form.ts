import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { BOOKING_HORIZON_DAYS, CONSULTATION_TOPICS } from "@shared/catalog/consultations";
import { consultationFormSchema, isWeekend, istToday, addDays, type ConsultationFormInput, type PublicUser } from "@shared/schema/validation";

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

export const bookingResolver = zodResolver(consultationFormSchema) as unknown as Resolver<BookingFormValues, unknown, ConsultationFormInput>;

/** A day the calendar offers: after today in India, Monday to Friday (spec section 5). */
export const isBookableDay = (date: string) => date > istToday() && date <= addDays(istToday(), BOOKING_HORIZON_DAYS) && !isWeekend(date);

/** The first day a booking can take: where the calendar opens. */
export function firstBookableDay(): string {
  let d = addDays(istToday(), 1);
  while (!isBookableDay(d)) d = addDays(d, 1);
  return d;
}

/** The form starts from the signed-in customer's details; Book Again passes the topic in the query (?topic=). */
export function bookingDefaults(user: PublicUser | null, search: string): BookingFormValues {
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
