import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorPasswordInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { userQueryKey } from "@/lib/auth/get-user";
import { twoFactorQueryKey } from "./get-two-factor";

export const disableTwoFactor = (values: TwoFactorPasswordInput) => api("DELETE /api/me/two-factor", { body: values });

/** Turns two-factor sign-in off (refused for staff while it is required). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}
