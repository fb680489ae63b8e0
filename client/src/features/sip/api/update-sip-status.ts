import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipStatusChange } from "@shared/schema";
import { api } from "@/lib/api-client";
import { sipInvestmentsQueryKey } from "./get-sip-investments";

export const updateSipStatus = ({ id, ...body }: SipStatusChange & { id: number }) =>
  api("PATCH /api/sip-investments/:id", { params: { id }, body });

/** Pause, resume or cancel one's own SIP. */
export function useUpdateSipStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSipStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
