import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Transaction } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

/** A transaction with its display label, as the API returns it. */
export type TransactionRow = Jsonified<Transaction> & { label?: string };

export const getTransactions = () => getJSON<TransactionRow[]>("/api/transactions");

export const transactionsQueryOptions = queryOptions({ queryKey: ["/api/transactions"], queryFn: getTransactions });

/** The signed-in user's own transactions, newest first. */
export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}
