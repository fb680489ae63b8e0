import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanChecklistViewJson } from "@shared/contracts/loan-documents";
import { api } from "@/lib/api-client";
import { loanCaseQueryKey } from "./get-loan-case";

export type CaseChecklist = LoanChecklistViewJson;

export const getCaseChecklist = (id: number) => api("GET /api/loan-applications/:id/documents", { params: { id } });

/** Under the case's key: whatever refreshes the case (an action) refreshes its checklist. */
export const caseChecklistQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...loanCaseQueryKey(id), "documents"], queryFn: () => getCaseChecklist(id) });

/** The application's document checklist, as staff review it. */
export function useCaseChecklist(id: number) {
  return useQuery(caseChecklistQueryOptions(id));
}
