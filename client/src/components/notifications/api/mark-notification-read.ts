import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { notificationsQueryKey, type NotificationRow } from "./get-notifications";

export async function markNotificationRead(id: number): Promise<NotificationRow> {
  const res = await apiRequest("PATCH", `/api/notifications/${id}`, { read: true });
  return (await res.json()) as NotificationRow;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
