import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanApplicationInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { loanApplicationsQueryKey, type LoanApplicationRow } from "./get-loan-applications";

/** Spec section 3: the payload carries userId and userEmail too; the server files it for the session user. */
export type CreateLoanApplicationInput = LoanApplicationInput & { userId: number; userEmail: string };

export async function createLoanApplication(input: CreateLoanApplicationInput): Promise<LoanApplicationRow> {
  const res = await apiRequest("POST", "/api/loan-applications", input);
  return (await res.json()) as LoanApplicationRow;
}

export function useCreateLoanApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoanApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanApplicationsQueryKey }),
  });
}
