import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Settings, SettingsPatch } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { settingsQueryOptions } from "@/lib/settings/get-settings";
import { auditLogsQueryKey } from "./get-audit-logs";
import { adminSettingsQueryKey } from "./get-admin-settings";

export async function updateSettings(patch: SettingsPatch): Promise<Settings> {
  const res = await apiRequest("PATCH", "/api/admin/settings", patch);
  return (await res.json()) as Settings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryKey, saved);
      // The public settings drive the maintenance banner and form prefills; refresh them at once.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogsQueryKey }),
      ]);
    },
  });
}
