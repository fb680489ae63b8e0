import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanCaseViewJson } from "@shared/contracts/loans";
import { api } from "@/lib/api-client";

/** Everything the credit team needs on one application, and what the viewer may do with it now. */
export type LoanCase = LoanCaseViewJson;

/** The prefix of every case's key; a decision from the list refreshes them all. */
export const loanCasesQueryKey = ["/api/admin/loan-applications", "case"] as const;
export const loanCaseQueryKey = (id: number) => [...loanCasesQueryKey, id] as const;

export const getLoanCase = (id: number) => api("GET /api/admin/loan-applications/:id", { params: { id } });

export const loanCaseQueryOptions = (id: number) => queryOptions({ queryKey: loanCaseQueryKey(id), queryFn: () => getLoanCase(id) });

export function useLoanCase(id: number) {
  return useQuery(loanCaseQueryOptions(id));
}
