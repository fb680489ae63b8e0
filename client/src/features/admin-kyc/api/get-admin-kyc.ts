import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffKycDocumentView } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

export type AdminKycRow = Jsonified<StaffKycDocumentView> & { customer: { fullName: string; username: string; email: string } };
export type AdminKycQuery = { q: string; status: "" | "pending" | "verified" | "rejected"; page: number; pageSize: number };

export const ADMIN_KYC_PAGE_SIZE = 20;
export const adminKycQueryKey = ["/api/admin/kyc-documents"] as const;

export function getAdminKyc({ q, status, page, pageSize }: AdminKycQuery) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  return getPage<AdminKycRow>(`/api/admin/kyc-documents?${params}`);
}

/** One page of the KYC queue, filtered by status and searched by customer, newest first. */
export function useAdminKyc(query: AdminKycQuery) {
  return useQuery(queryOptions({ queryKey: [...adminKycQueryKey, query], queryFn: () => getAdminKyc(query), placeholderData: keepPreviousData }));
}
