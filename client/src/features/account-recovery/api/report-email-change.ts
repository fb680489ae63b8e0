import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { forgetEndedSession } from "./forget-ended-session";

/** "This wasn't me": undoes the e-mail change, ends every session of the account and alerts staff. */
export async function reportEmailChange(token: string): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/email/report-change", { token });
  return (await res.json()) as { message: string };
}

export function useReportEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportEmailChange, onSuccess: () => forgetEndedSession(queryClient) });
}
