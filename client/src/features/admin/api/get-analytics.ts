import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The loan-decision dialog invalidates this exact key, so the stat cards refresh after a decision. */
export const analyticsQueryKey = ["/api/admin/analytics"] as const;

export const getAnalytics = () => api("GET /api/admin/analytics");

export const analyticsQueryOptions = queryOptions({ queryKey: analyticsQueryKey, queryFn: getAnalytics });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}
