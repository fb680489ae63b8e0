import { useMutation } from "@tanstack/react-query";
import type { PaymentType } from "@shared/catalog/transactions";
import { api } from "@/lib/api-client";

export type CreatePaymentInput = { paymentType: PaymentType; itemId: number };

/** Opens a payment for an item; the server computes the amount. */
export const createPayment = ({ paymentType, itemId }: CreatePaymentInput) =>
  api("POST /api/payments/:paymentType/:itemId", { params: { paymentType, itemId } });

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
