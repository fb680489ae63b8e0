import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationsQueryKey } from "./get-notifications";

export const markNotificationRead = (id: number) => api("PATCH /api/notifications/:id", { params: { id }, body: { read: true } });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
