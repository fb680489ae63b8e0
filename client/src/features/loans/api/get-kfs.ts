import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { loanApplicationsQueryKey } from "./get-loan-applications";

export const getKfs = (id: number) => api("GET /api/loan-applications/:id/kfs", { params: { id } });

/** Under the list's key, so a sanction or a fee paid (which refresh the list) refresh the statement too. */
export const kfsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...loanApplicationsQueryKey, id, "kfs"], queryFn: () => getKfs(id) });

/** The application's Key Fact Statement as it stands today, and whether the owner acknowledged it; `fresh`: read again when shown. */
export function useKfs(id: number, fresh = false) {
  return useQuery({ ...kfsQueryOptions(id), refetchOnMount: fresh ? "always" : true });
}

/** The statement and the sanction letter as PDFs, in the page's language: plain links download them with the session cookie. */
export const kfsPdfUrl = (id: number, locale: string) => `/api/loan-applications/${id}/kfs/pdf?lang=${locale}`;
export const sanctionLetterPdfUrl = (id: number, locale: string) => `/api/loan-applications/${id}/sanction-letter/pdf?lang=${locale}`;
