import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { loanApplicationsQueryKey } from "./get-loan-applications";

export const getLoanApplication = (id: number) => api("GET /api/loan-applications/:id", { params: { id } });

/** Under the list's key, so whatever refreshes the list (a fee paid, a withdrawal) refreshes the application too. */
export const loanApplicationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...loanApplicationsQueryKey, id], queryFn: () => getLoanApplication(id) });

/** One of the signed-in user's own applications (404 when it is not theirs). */
export function useLoanApplication(id: number) {
  return useQuery(loanApplicationQueryOptions(id));
}
