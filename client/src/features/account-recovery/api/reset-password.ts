import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordResetInput } from "@shared/schema/account-security";
import { api } from "@/lib/api-client";
import { forgetEndedSession } from "./forget-ended-session";

/** Sets a new password with the link's token; every session of the account is ended by it. */
export const resetPassword = (values: PasswordResetInput) => api("POST /api/password/reset", { body: values });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => forgetEndedSession(queryClient) });
}
