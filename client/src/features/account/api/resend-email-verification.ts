import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Sends the verification link again: to the new address while an e-mail change waits, else to the unverified one. */
export const resendEmailVerification = () => api("POST /api/me/email/verification");

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
