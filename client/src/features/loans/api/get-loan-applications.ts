import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanApplication } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

/** A loan application as the API returns it: the row plus its label and Key Fact figures. */
export type LoanApplicationRow = Jsonified<LoanApplication> & {
  loanTypeLabel: string;
  processingFee: number;
  processingFeePaid: boolean;
  emi: number;
  apr: number;
};

export const getLoanApplications = () => getJSON<LoanApplicationRow[]>("/api/loan-applications");

export const loanApplicationsQueryKey = ["/api/loan-applications"] as const;

export const loanApplicationsQueryOptions = queryOptions({ queryKey: loanApplicationsQueryKey, queryFn: getLoanApplications });

/** The signed-in user's own loan applications, newest first. */
export function useLoanApplications() {
  return useQuery(loanApplicationsQueryOptions);
}
