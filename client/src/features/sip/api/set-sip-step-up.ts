import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipStepUpInput } from "@shared/schema/sip";
import { api } from "@/lib/api-client";
import { sipInvestmentsQueryKey } from "./get-sip-investments";

export const setSipStepUp = ({ id, ...body }: SipStepUpInput & { id: number }) =>
  api("PUT /api/sip-investments/:id/step-up", { params: { id }, body });

/** Sets (or, with neither a percent nor an amount, removes) the SIP's yearly step-up. */
export function useSetSipStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSipStepUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
