import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingsPatch } from "@shared/schema";
import { api } from "@/lib/api-client";
import { settingsQueryOptions } from "@/lib/settings/get-settings";
import { auditLogsQueryKey } from "./get-audit-logs";
import { adminSettingsQueryKey } from "./get-admin-settings";

export const updateSettings = (patch: SettingsPatch) => api("PATCH /api/admin/settings", { body: patch });

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
