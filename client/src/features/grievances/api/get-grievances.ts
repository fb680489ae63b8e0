import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GrievanceViewJson } from "@shared/contracts/grievances";
import { apiPage } from "@/lib/api-client";

/** A complaint as the API answers it to its customer. */
export type GrievanceRow = GrievanceViewJson;

export const grievancesQueryKey = ["/api/grievances"] as const;

// The cap on open complaints keeps the list short; one generous page holds every complaint a customer has.
export const getGrievances = () => apiPage("GET /api/grievances", { query: { page: 1, pageSize: 100 } });

export const grievancesQueryOptions = queryOptions({ queryKey: grievancesQueryKey, queryFn: getGrievances });

/** The signed-in customer's own complaints, newest first. */
export function useGrievances({ enabled = true } = {}) {
  return useQuery({ ...grievancesQueryOptions, enabled });
}
