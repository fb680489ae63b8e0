import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipInvestmentInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { sipInvestmentsQueryKey, type SipInvestmentRow } from "./get-sip-investments";

export async function createSipInvestment(input: SipInvestmentInput): Promise<SipInvestmentRow> {
  const res = await apiRequest("POST", "/api/sip-investments", input);
  return (await res.json()) as SipInvestmentRow;
}

/** Reads the id and refreshes the cached SIP list, so the dashboard shows the new SIP. */
export function useCreateSipInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSipInvestment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
