import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanChecklistViewJson } from "@shared/contracts/loan-documents";
import { api } from "@/lib/api-client";
import { loanApplicationsQueryKey } from "./get-loan-applications";

export type LoanChecklist = LoanChecklistViewJson;
export type LoanChecklistItem = LoanChecklist["items"][number];

export const getLoanChecklist = (id: number) => api("GET /api/loan-applications/:id/documents", { params: { id } });

/**
 * Under the list's key, so a stage move (which refreshes the list) refreshes the checklist too; the
 * documents' card (features/loan-documents) reads and updates the same entry.
 */
export const loanChecklistQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...loanApplicationsQueryKey, id, "documents"], queryFn: () => getLoanChecklist(id) });

/** The documents the application needs and where each is; `enabled` false while nothing is asked at its stage. */
export function useLoanChecklist(id: number, enabled = true) {
  return useQuery({ ...loanChecklistQueryOptions(id), enabled });
}
