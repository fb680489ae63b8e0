import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Whether a password-reset link can still be used (it is not used up by asking); 400 LINK_NOT_VALID when not. */
export const checkResetLink = (token: string) => api("POST /api/password/reset/check", { body: { token } });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["/api/password/reset/check", token], queryFn: () => checkResetLink(token), retry: false, staleTime: Infinity });

/** Asked once per link when the page opens; a link that expires meanwhile is caught when the new password is sent. */
export function useResetLinkCheck(token: string | null) {
  return useQuery({ ...resetLinkQueryOptions(token ?? ""), enabled: !!token });
}
