import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Prefix of every day's key; a booking, reschedule or cancellation refreshes them all. */
export const consultationSlotsQueryKey = ["/api/consultations/slots"] as const;

export const getConsultationSlots = (date: string) => api("GET /api/consultations/slots", { query: { date } });

export const consultationSlotsQueryOptions = (date: string) =>
  // Places change as other customers book, so a day's answer is refetched whenever it is shown again.
  queryOptions({ queryKey: [...consultationSlotsQueryKey, date], queryFn: () => getConsultationSlots(date), staleTime: 0 });

/** Places left in each slot of the chosen day; nothing is asked until a day is chosen. */
export function useConsultationSlots(date: string | undefined) {
  return useQuery({ ...consultationSlotsQueryOptions(date ?? ""), enabled: Boolean(date) });
}
