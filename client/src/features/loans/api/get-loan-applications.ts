import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanApplication } from "@shared/schema";
import { getListOrEmpty, type Jsonified } from "@/lib/api";

export type LoanApplicationRow = Jsonified<LoanApplication>;

export const getLoanApplications = () => getListOrEmpty<LoanApplicationRow>("/api/loan-applications");

export const loanApplicationsQueryOptions = queryOptions({ queryKey: ["/api/loan-applications"], queryFn: getLoanApplications });

/** The signed-in user's own loan applications. */
export function useLoanApplications() {
  return useQuery(loanApplicationsQueryOptions);
}
