import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAnalytics } from "@shared/schema";
import { getJSON } from "@/lib/api";

/** The loan-decision dialog invalidates this exact key, so the stat cards refresh after a decision. */
export const analyticsQueryKey = ["/api/admin/analytics"] as const;

export const getAnalytics = () => getJSON<AdminAnalytics>("/api/admin/analytics");

export const analyticsQueryOptions = queryOptions({ queryKey: analyticsQueryKey, queryFn: getAnalytics });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}
