import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Consultation } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type ConsultationRow = Jsonified<Consultation>;

export const getConsultations = () => getJSON<ConsultationRow[]>("/api/consultations");

export const consultationsQueryOptions = queryOptions({ queryKey: ["/api/consultations"], queryFn: getConsultations });

/** The signed-in user's own consultations. */
export function useConsultations() {
  return useQuery(consultationsQueryOptions);
}
