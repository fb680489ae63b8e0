import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorPasswordInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/auth/get-user";
import { twoFactorQueryKey } from "./get-two-factor";

export async function disableTwoFactor(values: TwoFactorPasswordInput): Promise<{ message: string }> {
  const res = await apiRequest("DELETE", "/api/me/two-factor", values);
  return (await res.json()) as { message: string };
}

/** Turns two-factor sign-in off (refused for staff while it is required). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]),
  });
}
