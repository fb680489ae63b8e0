import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordChange } from "@shared/schema";
import { api } from "@/lib/api-client";
import { sessionsQueryKey } from "./get-sessions";

export const changePassword = (values: PasswordChange) => api("POST /api/me/password", { body: values });

/** Every other device is signed out by the change, so the device list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
