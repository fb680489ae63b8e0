import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "@shared/schema";
import { getJSON } from "@/lib/api";

export const getSettings = () => getJSON<PublicSettings>("/api/settings");

export const settingsQueryOptions = queryOptions({ queryKey: ["/api/settings"], queryFn: getSettings });

/** Public system settings: base rates, registration switch, maintenance mode, password policy. */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}
