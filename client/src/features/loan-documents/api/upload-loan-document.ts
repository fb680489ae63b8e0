import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { orNetworkError, send, throwIfNotOk } from "@/lib/api";
import { answerOf } from "@/lib/api-client";
import { activeLocale } from "@/lib/i18n";
import { loanChecklistQueryOptions } from "./get-loan-checklist";

export type LoanDocumentUpload = { id: number; itemId: string; file: File };

/** The file for one item of the checklist, as multipart (the shared client sends JSON only); errors are ApiErrors as everywhere. */
export async function uploadLoanDocument({ id, itemId, file }: LoanDocumentUpload) {
  const body = new FormData();
  body.append("file", file);
  const res = await send(`/api/loan-applications/${id}/documents/${encodeURIComponent(itemId)}`, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Accept-Language": LOCALE_TAGS[activeLocale()] },
    body,
  });
  await throwIfNotOk(res);
  return answerOf("POST /api/loan-applications/:id/documents/:itemId", await orNetworkError(() => res.text()));
}

/** Sends one document; the checklist's answer replaces the one held. */
export function useUploadLoanDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLoanDocument,
    onSuccess: (checklist, { id }) => queryClient.setQueryData(loanChecklistQueryOptions(id).queryKey, checklist),
  });
}
