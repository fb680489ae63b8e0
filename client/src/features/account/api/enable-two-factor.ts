import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorEnableInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { userQueryKey } from "@/lib/auth/get-user";
import { sessionsQueryKey } from "./get-sessions";
import { twoFactorQueryKey } from "./get-two-factor";

export const enableTwoFactor = (values: TwoFactorEnableInput) => api("POST /api/me/two-factor/enable", { body: values });

/**
 * Turns two-factor sign-in on; the server signs out every other device, so the device list is read again.
 * The status is only marked stale: read now, it would swap the recovery codes (shown once) for the "on"
 * card or the staff panel. The page reads it once they are saved (useTwoFactorChanged), or when next shown.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorQueryKey, refetchType: "none" }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
      ]),
  });
}
