import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { switchSessionUser } from "@/lib/auth/session-cache";

export type ErasureResult = { message: string; kycKeptUntil: string | null };

export async function eraseAccount(password: string): Promise<ErasureResult> {
  const res = await apiRequest("DELETE", "/api/me", { password });
  return (await res.json()) as ErasureResult;
}

/** Deletes the account; the session is gone with it, so everything cached for it goes too. */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: () => switchSessionUser(queryClient, null),
  });
}
