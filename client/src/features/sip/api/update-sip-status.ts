import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipStatusChange } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { sipInvestmentsQueryKey, type SipInvestmentRow } from "./get-sip-investments";

export async function updateSipStatus({ id, status }: SipStatusChange & { id: number }): Promise<SipInvestmentRow> {
  const res = await apiRequest("PATCH", `/api/sip-investments/${id}`, { status });
  return (await res.json()) as SipInvestmentRow;
}

/** Pause, resume or cancel one's own SIP. */
export function useUpdateSipStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSipStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
