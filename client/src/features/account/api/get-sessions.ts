import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const sessionsQueryKey = ["/api/me/sessions"] as const;

export const getSessions = () => api("GET /api/me/sessions");

export const sessionsQueryOptions = queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

/** The devices signed in to this account, this one first. */
export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
