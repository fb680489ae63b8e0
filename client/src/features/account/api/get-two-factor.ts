import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/api-client";

export const twoFactorQueryKey = ["/api/me/two-factor"] as const;

export const getTwoFactorStatus = () => api("GET /api/me/two-factor");

export const twoFactorQueryOptions = queryOptions({ queryKey: twoFactorQueryKey, queryFn: getTwoFactorStatus });

/** Whether this account signs in with a second factor, its recovery codes left, and whether staff pages need it. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

/** Reads the status again, once the page is ready to show what changed. */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }), [queryClient]);
}
