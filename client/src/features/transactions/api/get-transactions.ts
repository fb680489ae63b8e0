import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TransactionViewJson } from "@shared/contracts/transactions";
import { api } from "@/lib/api-client";

/** A transaction with its display label, as the API returns it. */
export type TransactionRow = TransactionViewJson;

export const getTransactions = () => api("GET /api/transactions");

export const transactionsQueryOptions = queryOptions({ queryKey: ["/api/transactions"], queryFn: getTransactions });

/** The signed-in user's own transactions, newest first. */
export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}
