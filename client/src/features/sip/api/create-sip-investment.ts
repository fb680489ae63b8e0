import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipInvestmentInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { sipInvestmentsQueryKey } from "./get-sip-investments";

export const createSipInvestment = (input: SipInvestmentInput) => api("POST /api/sip-investments", { body: input });

/** Reads the id and refreshes the cached SIP list, so the dashboard shows the new SIP. */
export function useCreateSipInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSipInvestment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
