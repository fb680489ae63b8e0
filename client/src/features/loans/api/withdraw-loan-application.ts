import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanWithdrawal } from "@shared/schema";
import { api } from "@/lib/api-client";
import { loanApplicationsQueryKey } from "./get-loan-applications";

export const withdrawLoanApplication = ({ id, ...body }: LoanWithdrawal & { id: number }) =>
  api("POST /api/loan-applications/:id/withdraw", { params: { id }, body });

/** The owner withdraws an application before the money is paid out; the list and the application are read again. */
export function useWithdrawLoanApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawLoanApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanApplicationsQueryKey }),
  });
}
