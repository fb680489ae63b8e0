import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PAYMENT_ITEM_LIST, type PaymentType } from "@shared/catalog/transactions";
import type { PaymentVerifyInput } from "@shared/schema";
import { api } from "@/lib/api-client";

export const verifyPayment = (input: PaymentVerifyInput) => api("POST /api/payments/verify", { body: input });

/** A verified payment changes what the item's list (fee paid, SIP progress) and the transaction history show. */
export function useVerifyPayment(paymentType: PaymentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [PAYMENT_ITEM_LIST[paymentType]] });
      void queryClient.invalidateQueries({ queryKey: ["/api/transactions"] });
    },
  });
}
