import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey, userQueryOptions } from "@/lib/auth/get-user";
import { switchSessionUser } from "@/lib/auth/session-cache";

/**
 * After a step that ends every session of an account (a password reset, "this wasn't me"): asks who is
 * signed in now, and if that was the account, drops what its session had cached, as a log-out does.
 */
export async function forgetEndedSession(queryClient: QueryClient) {
  if (!queryClient.getQueryData(userQueryKey)) return;
  const user = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 }).catch(() => null);
  if (!user) switchSessionUser(queryClient, null);
}
