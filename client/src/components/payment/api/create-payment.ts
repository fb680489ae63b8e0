import { useMutation } from "@tanstack/react-query";
import type { PaymentType } from "@shared/catalog/transactions";
import type { PaymentCreation } from "@shared/schema";
import { apiRequest } from "@/lib/api";

export type CreatePaymentInput = { paymentType: PaymentType; itemId: number };

/** Opens a payment for an item; the server computes the amount. */
export async function createPayment({ paymentType, itemId }: CreatePaymentInput): Promise<PaymentCreation> {
  const res = await apiRequest("POST", `/api/payments/${paymentType}/${itemId}`);
  return (await res.json()) as PaymentCreation;
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
