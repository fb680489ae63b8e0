import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanViewJson } from "@shared/contracts/loans";
import { api } from "@/lib/api-client";

/** A loan application as the API returns it: the row plus its label and Key Fact figures. */
export type LoanApplicationRow = LoanViewJson;

export const getLoanApplications = () => api("GET /api/loan-applications");

export const loanApplicationsQueryKey = ["/api/loan-applications"] as const;

export const loanApplicationsQueryOptions = queryOptions({ queryKey: loanApplicationsQueryKey, queryFn: getLoanApplications });

/** The signed-in user's own loan applications, newest first. */
export function useLoanApplications() {
  return useQuery(loanApplicationsQueryOptions);
}
