import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser, Role } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { analyticsQueryKey } from "./get-analytics";
import { usersQueryKey } from "./get-users";
import { auditLogsQueryKey } from "./get-audit-logs";

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
