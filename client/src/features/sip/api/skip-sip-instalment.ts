import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sipInvestmentsQueryKey } from "./get-sip-investments";

export const skipSipInstalment = (id: number) => api("POST /api/sip-investments/:id/skip", { params: { id } });

/** Skips the SIP's next instalment (at most two in a row). */
export function useSkipSipInstalment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipSipInstalment,
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/sip-investments", id, "holding"] }),
      ]),
  });
}
