import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Sends the verification link again: to the new address while an e-mail change waits, else to the unverified one. */
export async function resendEmailVerification(): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/me/email/verification");
  return (await res.json()) as { message: string };
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
