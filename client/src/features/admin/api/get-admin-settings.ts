import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Settings } from "@shared/schema";
import { getJSON } from "@/lib/api";

export const adminSettingsQueryKey = ["/api/admin/settings"] as const;

export const getAdminSettings = () => getJSON<Settings>("/api/admin/settings");

export const adminSettingsQueryOptions = queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

/** Every system setting, including the ones the public endpoint leaves out. */
export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
