import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@shared/schema/account-security";
import { api } from "@/lib/api-client";

/** Asks for a password-reset link; the answer is the same whether or not an account matched. */
export const requestPasswordReset = (values: ForgotPasswordInput) => api("POST /api/password/forgot", { body: values });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
