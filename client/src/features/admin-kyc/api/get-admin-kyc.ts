import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { KycQueueItemViewJson } from "@shared/contracts/kyc";
import type { KycStatus } from "@shared/schema";
import { apiPage } from "@/lib/api-client";

/** One row of the staff's KYC queue: the document and whose it is. */
export type AdminKycRow = KycQueueItemViewJson;
export type AdminKycQuery = { q: string; status: "" | KycStatus; page: number; pageSize: number };

export const ADMIN_KYC_PAGE_SIZE = 20;
export const adminKycQueryKey = ["/api/admin/kyc-documents"] as const;

export function getAdminKyc({ q, status, page, pageSize }: AdminKycQuery) {
  return apiPage("GET /api/admin/kyc-documents", { query: { q, status: status || undefined, page, pageSize } });
}

/** One page of the KYC queue, filtered by status and searched by customer, newest first. */
export function useAdminKyc(query: AdminKycQuery) {
  return useQuery(
    queryOptions({ queryKey: [...adminKycQueryKey, query], queryFn: () => getAdminKyc(query), placeholderData: keepPreviousData }),
  );
}
