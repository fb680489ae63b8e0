import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { sessionsQueryKey } from "./get-sessions";

export async function endOtherSessions(): Promise<{ ended: number }> {
  const res = await apiRequest("DELETE", "/api/me/sessions");
  return (await res.json()) as { ended: number };
}

/** Signs this account out on every other device. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
