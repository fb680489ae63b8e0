import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminGrievanceView } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

export type AdminGrievanceRow = Jsonified<AdminGrievanceView>;
export type AdminGrievancesQuery = { q: string; status: string; page: number; pageSize: number };

export const ADMIN_GRIEVANCES_PAGE_SIZE = 20;

/** Prefix of every page's key; an answer invalidates all of them. */
export const adminGrievancesQueryKey = ["/api/admin/grievances"] as const;

export function getAdminGrievances({ q, status, page, pageSize }: AdminGrievancesQuery) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  return getPage<AdminGrievanceRow>(`/api/admin/grievances?${params}`);
}

export const adminGrievancesQueryOptions = (query: AdminGrievancesQuery) =>
  queryOptions({ queryKey: [...adminGrievancesQueryKey, query], queryFn: () => getAdminGrievances(query), placeholderData: keepPreviousData });

/** One page of every customer's complaints matching `q` (reference, subject, customer) and `status`, newest first. */
export function useAdminGrievances(query: AdminGrievancesQuery) {
  return useQuery(adminGrievancesQueryOptions(query));
}
