import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { kycDocumentsQueryKey } from "./get-kyc-documents";

export const deleteKycDocument = (id: number) => apiRequest("DELETE", `/api/kyc-documents/${id}`);

/** The owner removes a document while it is still pending. */
export function useDeleteKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteKycDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }) });
}
