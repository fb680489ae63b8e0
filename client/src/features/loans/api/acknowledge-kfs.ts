import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { kfsQueryOptions } from "./get-kfs";

export const acknowledgeKfs = ({ id, version }: { id: number; version: string }) =>
  api("POST /api/loan-applications/:id/kfs/acknowledgement", { params: { id }, body: { version } });

/** The owner acknowledges the Key Fact Statement they read; the statement's answer replaces the one held. */
export function useAcknowledgeKfs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeKfs,
    onSuccess: (status, { id }) => queryClient.setQueryData(kfsQueryOptions(id).queryKey, status),
    // A statement that changed since it was read (KFS_CHANGED) is read again.
    onError: (_e, { id }) => queryClient.invalidateQueries({ queryKey: kfsQueryOptions(id).queryKey }),
  });
}
