import { queryOptions, useQuery } from "@tanstack/react-query";
import type { KycDocumentViewJson } from "@shared/contracts/kyc";
import { api } from "@/lib/api-client";

/** A document as its owner reads it from the API. */
export type KycDocumentRow = KycDocumentViewJson;

export const kycDocumentsQueryKey = ["/api/kyc-documents"] as const;

export const getKycDocuments = () => api("GET /api/kyc-documents");

export const kycDocumentsQueryOptions = queryOptions({ queryKey: kycDocumentsQueryKey, queryFn: getKycDocuments });

/** The signed-in user's own KYC documents, newest first. */
export function useKycDocuments() {
  return useQuery(kycDocumentsQueryOptions);
}
