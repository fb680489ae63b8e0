import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const consentsQueryKey = ["/api/me/consents"] as const;

export const getConsents = () => api("GET /api/me/consents");

export const consentsQueryOptions = queryOptions({ queryKey: consentsQueryKey, queryFn: getConsents });

/** Where the privacy-notice and marketing consents stand, with every change. */
export function useConsents() {
  return useQuery(consentsQueryOptions);
}
