import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { kycDocumentsQueryKey } from "./get-kyc-documents";

export const deleteKycDocument = (id: number) => api("DELETE /api/kyc-documents/:id", { params: { id } });

/** The owner removes a document while it is still pending. */
export function useDeleteKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteKycDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }) });
}
