import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { auditLogsQueryKey } from "./get-audit-logs";
import { usersQueryKey } from "./get-users";

export async function resetUserTwoFactor(userId: number): Promise<{ message: string }> {
  const res = await apiRequest("DELETE", `/api/admin/users/${userId}/two-factor`);
  return (await res.json()) as { message: string };
}

/** A super admin takes another staff member's second factor away (a lost phone), so they can set it up again. */
export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserTwoFactor,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: usersQueryKey }), queryClient.invalidateQueries({ queryKey: auditLogsQueryKey })]),
  });
}
