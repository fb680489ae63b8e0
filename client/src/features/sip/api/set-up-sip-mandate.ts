import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SipMandateInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { sipInvestmentsQueryKey } from "./get-sip-investments";

export const setUpSipMandate = ({ id, kind }: SipMandateInput & { id: number }) =>
  api("POST /api/sip-investments/:id/mandate", { params: { id }, body: { kind } });

/** Sets up a SIP's autopay (UPI AutoPay or e-NACH) after its first contribution. */
export function useSetUpSipMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpSipMandate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipInvestmentsQueryKey }),
  });
}
