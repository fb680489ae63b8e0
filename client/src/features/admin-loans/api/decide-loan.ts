import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanDecision } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { adminLoansQueryKey } from "./get-admin-loans";

export type DecideLoanInput = LoanDecision & { id: number };

/** Status, with rejectionReason only when rejecting. */
export async function decideLoan({ id, status, rejectionReason }: DecideLoanInput) {
  const body = status === "rejected" ? { status, rejectionReason } : { status };
  const res = await apiRequest("PATCH", `/api/admin/loan-applications/${id}`, body);
  return res.json();
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
