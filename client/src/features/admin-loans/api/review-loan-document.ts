import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanDocumentReview } from "@shared/schema/loan-actions";
import { api } from "@/lib/api-client";
import { caseChecklistQueryOptions } from "./get-case-checklist";
import { loanCaseQueryKey } from "./get-loan-case";

export type ReviewLoanDocumentInput = { id: number; itemId: string; body: LoanDocumentReview };

export const reviewLoanDocument = ({ id, itemId, body }: ReviewLoanDocumentInput) =>
  api("POST /api/admin/loan-applications/:id/documents/:itemId/review", { params: { id, itemId }, body });

/** Accepts a document or asks for a new copy; the checklist's answer is shown at once and the case read again (its audit trail). */
export function useReviewLoanDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewLoanDocument,
    onSuccess: (checklist, { id }) => {
      queryClient.setQueryData(caseChecklistQueryOptions(id).queryKey, checklist);
      return queryClient.invalidateQueries({ queryKey: loanCaseQueryKey(id), exact: true });
    },
    // A copy sent since the list was read (409): the list is read again, so the new copy is what is shown.
    onError: (_e, { id }) => queryClient.invalidateQueries({ queryKey: caseChecklistQueryOptions(id).queryKey }),
  });
}
