import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordResetInput } from "@shared/schema/account-security";
import { apiRequest } from "@/lib/api";
import { forgetEndedSession } from "./forget-ended-session";

/** Sets a new password with the link's token; every session of the account is ended by it. */
export async function resetPassword(values: PasswordResetInput): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/password/reset", values);
  return (await res.json()) as { message: string };
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => forgetEndedSession(queryClient) });
}
