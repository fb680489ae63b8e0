import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@shared/schema";
import { api } from "@/lib/api-client";
import { analyticsQueryKey } from "./get-analytics";
import { usersQueryKey } from "./get-users";
import { auditLogsQueryKey } from "./get-audit-logs";

export type RoleChange = { userId: number; role: Role };

export const updateUserRole = ({ userId, role }: RoleChange) =>
  api("PATCH /api/admin/users/:id/role", { params: { id: userId }, body: { role } });

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
