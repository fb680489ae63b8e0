import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/auth/get-user";

/** Confirms an e-mail address with the link's token, signed in or not. */
export async function verifyEmail(token: string): Promise<{ message: string; email: string }> {
  const res = await apiRequest("POST", "/api/email/verify", { token });
  return (await res.json()) as { message: string; email: string };
}

/** The signed-in user is read again, so the dashboard's reminder goes and the profile shows the new address. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }) });
}
