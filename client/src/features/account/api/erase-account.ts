import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { switchSessionUser } from "@/lib/auth/session-cache";

export const eraseAccount = (password: string) => api("DELETE /api/me", { body: { password } });

/** Deletes the account; the session is gone with it, so everything cached for it goes too. */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: () => switchSessionUser(queryClient, null),
  });
}
