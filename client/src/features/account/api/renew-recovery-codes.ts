import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecoveryCodesRenewInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { twoFactorQueryKey } from "./get-two-factor";

export const renewRecoveryCodes = (values: RecoveryCodesRenewInput) => api("POST /api/me/two-factor/recovery-codes", { body: values });

/** Ten new recovery codes; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}
