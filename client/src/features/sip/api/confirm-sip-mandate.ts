import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipMandateConfirmInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { sipInvestmentsQueryKey } from "./get-sip-investments";

export const confirmSipMandate = ({ id, ...body }: SipMandateConfirmInput & { id: number }) =>
  api("POST /api/sip-investments/:id/mandate/confirm", { params: { id }, body });

/** Razorpay's answer to the mandate's authorisation, for the server to check and put the mandate in force. */
export function useConfirmSipMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSipMandate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
