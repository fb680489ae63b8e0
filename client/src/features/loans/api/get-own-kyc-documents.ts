import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * The customer's own KYC documents, read to say which ones an application still needs. The KYC feature
 * lists them under the same key, so an upload there refreshes the tracker too.
 */
const ownKycDocumentsQueryOptions = queryOptions({
  queryKey: ["/api/kyc-documents"] as const,
  queryFn: () => api("GET /api/kyc-documents"),
});

export function useOwnKycDocuments() {
  return useQuery(ownKycDocumentsQueryOptions);
}
