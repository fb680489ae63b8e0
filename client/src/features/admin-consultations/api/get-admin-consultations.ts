import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Consultation } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

export type AdminConsultationRow = Jsonified<Consultation> & { customer: { fullName: string; username: string } };
export type AdminConsultationsQuery = { q: string; status: string; page: number; pageSize: number };

export const ADMIN_CONSULTATIONS_PAGE_SIZE = 20;

/** Prefix of every page's key; a status change invalidates all of them. */
export const adminConsultationsQueryKey = ["/api/admin/consultations"] as const;

export function getAdminConsultations({ q, status, page, pageSize }: AdminConsultationsQuery) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  return getPage<AdminConsultationRow>(`/api/admin/consultations?${params}`);
}

export const adminConsultationsQueryOptions = (query: AdminConsultationsQuery) =>
  queryOptions({ queryKey: [...adminConsultationsQueryKey, query], queryFn: () => getAdminConsultations(query), placeholderData: keepPreviousData });

/** One page of every customer's bookings matching `q` (topic, contact, status, customer) and `status`, newest first. */
export function useAdminConsultations(query: AdminConsultationsQuery) {
  return useQuery(adminConsultationsQueryOptions(query));
}
