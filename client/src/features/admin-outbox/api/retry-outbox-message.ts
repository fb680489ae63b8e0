import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOutboxQueryKey } from "./get-admin-outbox";

export const retryOutboxMessage = (id: number) => api("POST /api/admin/outbox/:id/retry", { params: { id } });

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOutboxQueryKey }),
  });
}
