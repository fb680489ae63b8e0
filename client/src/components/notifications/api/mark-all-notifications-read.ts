import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { notificationsQueryKey } from "./get-notifications";

export async function markAllNotificationsRead(): Promise<{ updated: number; unread: number }> {
  const res = await apiRequest("POST", "/api/notifications/read-all");
  return (await res.json()) as { updated: number; unread: number };
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
