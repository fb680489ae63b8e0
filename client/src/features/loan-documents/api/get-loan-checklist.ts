import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanChecklistViewJson } from "@shared/contracts/loan-documents";
import { api } from "@/lib/api-client";

export type LoanChecklist = LoanChecklistViewJson;
export type LoanChecklistItem = LoanChecklist["items"][number];

export const getLoanChecklist = (id: number) => api("GET /api/loan-applications/:id/documents", { params: { id } });

/**
 * Under the key of the owner's applications (["/api/loan-applications", id]), as the loans feature reads
 * the same checklist for the tracker: one cache entry, refreshed with the application, updated by an upload.
 */
export const loanChecklistQueryKey = (id: number) => ["/api/loan-applications", id, "documents"] as const;
export const loanChecklistQueryOptions = (id: number) =>
  queryOptions({ queryKey: loanChecklistQueryKey(id), queryFn: () => getLoanChecklist(id) });

/** The documents the application needs and where each is. */
export function useLoanChecklist(id: number) {
  return useQuery(loanChecklistQueryOptions(id));
}
