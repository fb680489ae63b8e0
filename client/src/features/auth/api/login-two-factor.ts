import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorLoginInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { welcomeSignedIn } from "./login";

export const loginTwoFactor = (values: TwoFactorLoginInput) => api("POST /api/login/two-factor", { body: values });

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => welcomeSignedIn(queryClient, user, i18n),
  });
}
