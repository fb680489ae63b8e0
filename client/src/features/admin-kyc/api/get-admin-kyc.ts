import type { KycQueueItemViewJson } from "@shared/contracts/kyc";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

/** One row of the staff's KYC queue: the document and whose it is. */
export type AdminKycRow = KycQueueItemViewJson;

export const ADMIN_KYC_PAGE_SIZE = 20;

/** The KYC queue, filtered by status and searched by customer, newest first. */
export const adminKycSource = pagedRoute("GET /api/admin/kyc-documents");

/** Prefix of every page's key; a review invalidates all of them. */
export const adminKycQueryKey = adminKycSource.queryKey;
