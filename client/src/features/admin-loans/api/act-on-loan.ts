import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanActionInput } from "@shared/schema/loan-actions";
import { api } from "@/lib/api-client";
import { adminLoansQueryKey } from "./get-admin-loans";
import { loanCaseQueryKey } from "./get-loan-case";

export type ActOnLoanInput = { id: number; body: LoanActionInput };

/** One staff action on an application, sent with the stage the viewer saw (`expectedStage`). */
export const actOnLoan = ({ id, body }: ActOnLoanInput) => api("POST /api/admin/loan-applications/:id/actions", { params: { id }, body });

/**
 * The answer is the case as it now stands: shown at once. The list's rows, the staff's counts and the
 * case itself are refreshed after any answer, a refusal included (a 409 means the page was behind).
 */
export function useActOnLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnLoan,
    onSuccess: (answer, { id }) => queryClient.setQueryData(loanCaseQueryKey(id), answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLoansQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/analytics"] }),
      ]),
  });
}
