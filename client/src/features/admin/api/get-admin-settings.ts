import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const adminSettingsQueryKey = ["/api/admin/settings"] as const;

export const getAdminSettings = () => api("GET /api/admin/settings");

export const adminSettingsQueryOptions = queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

/** Every system setting, including the ones the public endpoint leaves out. */
export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
