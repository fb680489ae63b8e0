import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordChange } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { sessionsQueryKey } from "./get-sessions";

export async function changePassword(values: PasswordChange): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/me/password", values);
  return (await res.json()) as { message: string };
}

/** Every other device is signed out by the change, so the device list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
