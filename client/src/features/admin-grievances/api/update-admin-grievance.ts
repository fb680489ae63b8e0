import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GrievanceUpdate, GrievanceView } from "@shared/schema";
import { apiRequest, type Jsonified } from "@/lib/api";
import { adminGrievancesQueryKey } from "./get-admin-grievances";

export type UpdateAdminGrievanceInput = GrievanceUpdate & { id: number };

/** A new status and the answer the customer reads (required to resolve). */
export async function updateAdminGrievance({ id, ...body }: UpdateAdminGrievanceInput): Promise<Jsonified<GrievanceView>> {
  const res = await apiRequest("PATCH", `/api/admin/grievances/${id}`, body);
  return (await res.json()) as Jsonified<GrievanceView>;
}

export function useUpdateAdminGrievance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdminGrievance, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGrievancesQueryKey }) });
}
