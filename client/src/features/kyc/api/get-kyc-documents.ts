import { queryOptions, useQuery } from "@tanstack/react-query";
import type { KycDocumentView } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type KycDocumentRow = Jsonified<KycDocumentView>;

export const kycDocumentsQueryKey = ["/api/kyc-documents"] as const;

export const getKycDocuments = () => getJSON<KycDocumentRow[]>("/api/kyc-documents");

export const kycDocumentsQueryOptions = queryOptions({ queryKey: kycDocumentsQueryKey, queryFn: getKycDocuments });

/** The signed-in user's own KYC documents, newest first. */
export function useKycDocuments() {
  return useQuery(kycDocumentsQueryOptions);
}
