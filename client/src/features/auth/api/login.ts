import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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

/** Signed in: this user's session replaces whatever was cached, and a welcome (in the page's language, hence `i18n`). */
export function welcomeSignedIn(queryClient: QueryClient, user: PublicUserJson, i18n: I18n) {
  switchSessionUser(queryClient, user);
  const name = user.fullName;
  toast({ title: i18n._(msg`Login successful`), description: i18n._(msg`Welcome back, ${name}!`) });
}

export function useLogin() {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) welcomeSignedIn(queryClient, result, i18n);
    },
    onError: (error) => {
      toast({ title: t`Login failed`, description: errorMessage(error), variant: "destructive" });
    },
  });
}
