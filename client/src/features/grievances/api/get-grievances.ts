import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GrievanceView } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

/** A complaint as the API answers it to its customer. */
export type GrievanceRow = Jsonified<GrievanceView>;

export const grievancesQueryKey = ["/api/grievances"] as const;

// The cap on open complaints keeps the list short; one generous page holds every complaint a customer has.
export const getGrievances = () => getPage<GrievanceRow>("/api/grievances?page=1&pageSize=100");

export const grievancesQueryOptions = queryOptions({ queryKey: grievancesQueryKey, queryFn: getGrievances });

/** The signed-in customer's own complaints, newest first. */
export function useGrievances({ enabled = true } = {}) {
  return useQuery({ ...grievancesQueryOptions, enabled });
}
