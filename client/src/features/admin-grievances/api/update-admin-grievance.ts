import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GrievanceUpdate } from "@shared/schema";
import { api } from "@/lib/api-client";
import { adminGrievancesQueryKey } from "./get-admin-grievances";

export type UpdateAdminGrievanceInput = GrievanceUpdate & { id: number };

/** A new status and the answer the customer reads (required to resolve). */
export const updateAdminGrievance = ({ id, ...body }: UpdateAdminGrievanceInput) =>
  api("PATCH /api/admin/grievances/:id", { params: { id }, body });

export function useUpdateAdminGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminGrievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGrievancesQueryKey }),
  });
}
