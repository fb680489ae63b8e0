import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanDecision } from "@shared/schema";
import { api } from "@/lib/api-client";
import { adminLoansQueryKey } from "./get-admin-loans";

export type DecideLoanInput = LoanDecision & { id: number };

/** Status, with rejectionReason only when rejecting. */
export function decideLoan({ id, status, rejectionReason }: DecideLoanInput) {
  const body = status === "rejected" ? { status, rejectionReason } : { status };
  return api("PATCH /api/admin/loan-applications/:id", { params: { id }, body });
}

export function useDecideLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLoan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLoansQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/analytics"] }),
      ]),
  });
}
