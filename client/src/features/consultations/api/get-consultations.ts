import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConsultationViewJson } from "@shared/contracts/consultations";
import { api } from "@/lib/api-client";

/** A booking as the API answers it to its owner. */
export type ConsultationRow = ConsultationViewJson;

export const consultationsQueryKey = ["/api/consultations"] as const;

export const getConsultations = () => api("GET /api/consultations");

export const consultationsQueryOptions = queryOptions({ queryKey: consultationsQueryKey, queryFn: getConsultations });

/** The signed-in user's own consultations, soonest first. */
export function useConsultations() {
  return useQuery(consultationsQueryOptions);
}
