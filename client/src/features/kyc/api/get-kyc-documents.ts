import { queryOptions, useQuery } from "@tanstack/react-query";
import type { KycDocument } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type KycDocumentRow = Jsonified<KycDocument>;

export const getKycDocuments = () => getJSON<KycDocumentRow[]>("/api/kyc-documents");

export const kycDocumentsQueryOptions = queryOptions({ queryKey: ["/api/kyc-documents"], queryFn: getKycDocuments });

/** The signed-in user's own KYC documents. */
export function useKycDocuments() {
  return useQuery(kycDocumentsQueryOptions);
}
