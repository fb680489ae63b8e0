import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Transaction } from "@shared/schema";
import { getListOrEmpty, type Jsonified } from "@/lib/api";

export type TransactionRow = Jsonified<Transaction>;

export const getTransactions = () => getListOrEmpty<TransactionRow>("/api/transactions");

export const transactionsQueryOptions = queryOptions({ queryKey: ["/api/transactions"], queryFn: getTransactions });

/** The signed-in user's own transactions. */
export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}
