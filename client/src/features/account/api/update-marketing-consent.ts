import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { consentsQueryKey } from "./get-consents";

export const updateMarketingConsent = (marketing: boolean) => api("PATCH /api/me/consents", { body: { marketing } });

/** Gives or withdraws the marketing consent; the answer is the new state and history. */
export function useUpdateMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingConsent,
    onSuccess: (state) => queryClient.setQueryData(consentsQueryKey, state),
  });
}
