import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { LoginChallenge, PublicUserJson } from "@shared/contracts/auth";
import type { LoginInput } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { api } from "@/lib/api-client";
import { switchSessionUser } from "@/lib/auth/session-cache";

/** The password step: the signed-in user, or (202) a challenge for the account's second factor. */
export type LoginResult = PublicUserJson | LoginChallenge;

export const needsSecondFactor = (result: LoginResult): result is LoginChallenge =>
  "twoFactorRequired" in result && result.twoFactorRequired;

export const login = (credentials: LoginInput): Promise<LoginResult> => api("POST /api/login", { body: credentials });

/** Signed in: this user's session replaces whatever was cached, and a welcome. */
export function welcomeSignedIn(queryClient: QueryClient, user: PublicUserJson) {
  switchSessionUser(queryClient, user);
  toast({ title: "Login successful", description: `Welcome back, ${user.fullName}!` });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) welcomeSignedIn(queryClient, result);
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
