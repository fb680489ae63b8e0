import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFile } from "@/lib/api-client";
import { kycDocumentsQueryKey } from "./get-kyc-documents";

/**
 * The route answers 204 with no body, which api() would try to read as JSON; apiFile() calls the same
 * route by its key and reads the (empty) body without parsing it.
 */
export const deleteKycDocument = async (id: number): Promise<void> => {
  await apiFile("DELETE /api/kyc-documents/:id", { params: { id } });
};

/** The owner removes a document while it is still pending. */
export function useDeleteKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteKycDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }) });
}
