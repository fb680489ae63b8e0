import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { adminOutboxQueryKey, type OutboxRow } from "./get-admin-outbox";

export async function retryOutboxMessage(id: number): Promise<OutboxRow> {
  const res = await apiRequest("POST", `/api/admin/outbox/${id}/retry`);
  return (await res.json()) as OutboxRow;
}

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOutboxQueryKey }),
  });
}
