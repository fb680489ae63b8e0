import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@shared/schema/account-security";
import { apiRequest } from "@/lib/api";

/** Asks for a password-reset link; the answer is the same whether or not an account matched. */
export async function requestPasswordReset(values: ForgotPasswordInput): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/password/forgot", values);
  return (await res.json()) as { message: string };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
