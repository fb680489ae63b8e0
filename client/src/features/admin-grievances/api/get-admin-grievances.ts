import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminGrievanceViewJson } from "@shared/contracts/grievances";
import { apiPage } from "@/lib/api-client";

/** A complaint as staff see it in their list, with who filed it. */
export type AdminGrievanceRow = AdminGrievanceViewJson;
export type AdminGrievancesQuery = { q: string; status: string; page: number; pageSize: number };

export const ADMIN_GRIEVANCES_PAGE_SIZE = 20;

/** Prefix of every page's key; an answer invalidates all of them. */
export const adminGrievancesQueryKey = ["/api/admin/grievances"] as const;

// An empty status is left out of the address (urlFor drops blank values): every status.
export const getAdminGrievances = (query: AdminGrievancesQuery) => apiPage("GET /api/admin/grievances", { query });

export const adminGrievancesQueryOptions = (query: AdminGrievancesQuery) =>
  queryOptions({
    queryKey: [...adminGrievancesQueryKey, query],
    queryFn: () => getAdminGrievances(query),
    placeholderData: keepPreviousData,
  });

/** One page of every customer's complaints matching `q` (reference, subject, customer) and `status`, newest first. */
export function useAdminGrievances(query: AdminGrievancesQuery) {
  return useQuery(adminGrievancesQueryOptions(query));
}
