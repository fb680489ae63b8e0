import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminConsultationViewJson } from "@shared/contracts/consultations";
import { apiPage } from "@/lib/api-client";

/** A booking as staff see it in their list: the booking and whose it is. */
export type AdminConsultationRow = AdminConsultationViewJson;
export type AdminConsultationsQuery = { q: string; status: string; page: number; pageSize: number };

export const ADMIN_CONSULTATIONS_PAGE_SIZE = 20;

/** Prefix of every page's key; a status change invalidates all of them. */
export const adminConsultationsQueryKey = ["/api/admin/consultations"] as const;

// An empty status is left out of the address (urlFor drops blank values): every status.
export const getAdminConsultations = (query: AdminConsultationsQuery) => apiPage("GET /api/admin/consultations", { query });

export const adminConsultationsQueryOptions = (query: AdminConsultationsQuery) =>
  queryOptions({
    queryKey: [...adminConsultationsQueryKey, query],
    queryFn: () => getAdminConsultations(query),
    placeholderData: keepPreviousData,
  });

/** One page of every customer's bookings matching `q` (topic, contact, status, customer) and `status`, newest first. */
export function useAdminConsultations(query: AdminConsultationsQuery) {
  return useQuery(adminConsultationsQueryOptions(query));
}
