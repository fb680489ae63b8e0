import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { consentsQueryKey, type ConsentsRow } from "./get-consents";

export async function updateMarketingConsent(marketing: boolean): Promise<ConsentsRow> {
  const res = await apiRequest("PATCH", "/api/me/consents", { marketing });
  return (await res.json()) as ConsentsRow;
}

/** Gives or withdraws the marketing consent; the answer is the new state and history. */
export function useUpdateMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingConsent,
    onSuccess: (state) => queryClient.setQueryData(consentsQueryKey, state),
  });
}
