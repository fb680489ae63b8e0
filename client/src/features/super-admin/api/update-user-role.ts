import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, Role } from "@shared/schema";
import { analyticsQueryKey } from "@/features/admin/api/get-analytics";
import { usersQueryKey } from "@/features/admin/api/get-users";
import { auditLogsQueryKey } from "@/features/audit-logs/api/get-audit-logs";
import { apiRequest } from "@/lib/api";

export type RoleChange = { userId: number; role: Role };

export async function updateUserRole({ userId, role }: RoleChange): Promise<PublicUser> {
  const res = await apiRequest("PATCH", `/api/admin/users/${userId}/role`, { role });
  return (await res.json()) as PublicUser;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogsQueryKey }),
        queryClient.invalidateQueries({ queryKey: analyticsQueryKey }),
      ]),
  });
}
