import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { auditLogsQueryKey } from "./get-audit-logs";
import { usersQueryKey } from "./get-users";

export const resetUserTwoFactor = (userId: number) => api("DELETE /api/admin/users/:id/two-factor", { params: { id: userId } });

/** A super admin takes another staff member's second factor away (a lost phone), so they can set it up again. */
export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogsQueryKey }),
      ]),
  });
}
