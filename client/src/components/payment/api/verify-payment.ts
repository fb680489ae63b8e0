import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentVerifyInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";

export type PaymentVerification = { success: boolean; status: string };

export async function verifyPayment(input: PaymentVerifyInput): Promise<PaymentVerification> {
  const res = await apiRequest("POST", "/api/payments/verify", input);
  return (await res.json()) as PaymentVerification;
}

/** A verified payment changes what the loan list (fee paid) and the transaction history show. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/loan-applications"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/transactions"] });
    },
  });
}
