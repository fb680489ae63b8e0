import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicantProfile, PurchaseKind } from "@shared/catalog/applicant-profiles";
import { api } from "@/lib/api-client";
import { loanChecklistQueryOptions } from "./get-loan-checklist";

export type ChecklistProfileInput = { id: number; applicantProfile: ApplicantProfile; purchaseKind: PurchaseKind | null };

export const setChecklistProfile = ({ id, ...body }: ChecklistProfileInput) =>
  api("PUT /api/loan-applications/:id/documents/profile", { params: { id }, body });

/** The owner says who they are (and what a home loan buys); the checklist is built again from it. */
export function useSetChecklistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChecklistProfile,
    onSuccess: async (checklist, { id }) => {
      queryClient.setQueryData(loanChecklistQueryOptions(id).queryKey, checklist);
      // The application itself (its profile) is read again.
      await queryClient.invalidateQueries({ queryKey: ["/api/loan-applications", id], exact: true });
    },
  });
}
