import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Consultation } from "@shared/schema";
import { getListOrEmpty, type Jsonified } from "@/lib/api";

export type ConsultationRow = Jsonified<Consultation>;

export const getConsultations = () => getListOrEmpty<ConsultationRow>("/api/consultations");

export const consultationsQueryOptions = queryOptions({ queryKey: ["/api/consultations"], queryFn: getConsultations });

/** The signed-in user's own consultations. */
export function useConsultations() {
  return useQuery(consultationsQueryOptions);
}
