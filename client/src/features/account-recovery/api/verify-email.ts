import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userQueryKey } from "@/lib/auth/get-user";

/** Confirms an e-mail address with the link's token, signed in or not. */
export const verifyEmail = (token: string) => api("POST /api/email/verify", { body: { token } });

/** The signed-in user is read again, so the dashboard's reminder goes and the profile shows the new address. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }) });
}
