import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Consultation } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type ConsultationRow = Jsonified<Consultation>;

export const consultationsQueryKey = ["/api/consultations"] as const;

export const getConsultations = () => getJSON<ConsultationRow[]>("/api/consultations");

export const consultationsQueryOptions = queryOptions({ queryKey: consultationsQueryKey, queryFn: getConsultations });

/** The signed-in user's own consultations, soonest first. */
export function useConsultations() {
  return useQuery(consultationsQueryOptions);
}
