import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { forgetEndedSession } from "./forget-ended-session";

/** "This wasn't me": undoes the e-mail change, ends every session of the account and alerts staff. */
export const reportEmailChange = (token: string) => api("POST /api/email/report-change", { body: { token } });

export function useReportEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportEmailChange, onSuccess: () => forgetEndedSession(queryClient) });
}
