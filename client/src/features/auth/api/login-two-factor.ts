import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, TwoFactorLoginInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { welcomeSignedIn } from "./login";

export async function loginTwoFactor(values: TwoFactorLoginInput): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/login/two-factor", values);
  return (await res.json()) as PublicUser;
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => welcomeSignedIn(queryClient, user),
  });
}
