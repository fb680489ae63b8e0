import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";

export const getSettings = () => api("GET /api/settings");

export const settingsQueryOptions = queryOptions({ queryKey: ["/api/settings"], queryFn: getSettings });

/**
 * Public system settings: base rates, registration switch, maintenance mode, password policy. While a
 * prerendered page hydrates they read as still loading, as they were when its HTML was drawn.
 */
export function useSettings() {
  const query = useQuery(settingsQueryOptions);
  const hydrated = useHydrated();
  if (hydrated || query.isPending) return query;
  return {
    ...query,
    data: undefined,
    error: null,
    status: "pending",
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoading: true,
  } as unknown as typeof query;
}
