import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanApplicationInput } from "@shared/schema";
import { fieldIssues } from "@/lib/api";
import { api } from "@/lib/api-client";
import { settingsQueryOptions } from "@/lib/settings/get-settings";
import { loanApplicationsQueryKey } from "./get-loan-applications";

/** The published payload carries userId and userEmail too (docs/decisions/api-contract-for-any-client.md); the server files it for the session user. */
export type CreateLoanApplicationInput = LoanApplicationInput & { userId: number; userEmail: string };

export const createLoanApplication = (input: CreateLoanApplicationInput) => api("POST /api/loan-applications", { body: input });

export function useCreateLoanApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoanApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanApplicationsQueryKey }),
    // The rate was refused: the lender's changed since the settings were read, so the form takes the new one.
    onError: (error) => {
      if (fieldIssues(error).some((i) => i.path === "interestRate"))
        void queryClient.invalidateQueries({ queryKey: settingsQueryOptions.queryKey });
    },
  });
}
