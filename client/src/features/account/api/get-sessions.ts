import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionView } from "@shared/schema";
import { getJSON } from "@/lib/api";

export const sessionsQueryKey = ["/api/me/sessions"] as const;

export const getSessions = () => getJSON<SessionView[]>("/api/me/sessions");

export const sessionsQueryOptions = queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

/** The devices signed in to this account, this one first. */
export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
