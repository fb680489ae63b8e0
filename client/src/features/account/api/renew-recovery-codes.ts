import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecoveryCodes, RecoveryCodesRenewInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { twoFactorQueryKey } from "./get-two-factor";

export async function renewRecoveryCodes(values: RecoveryCodesRenewInput): Promise<RecoveryCodes> {
  const res = await apiRequest("POST", "/api/me/two-factor/recovery-codes", values);
  return (await res.json()) as RecoveryCodes;
}

/** Ten new recovery codes; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}
