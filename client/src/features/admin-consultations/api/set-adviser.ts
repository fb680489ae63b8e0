import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdviserSettings } from "@shared/schema";
import { api } from "@/lib/api-client";
import { advisersQueryKey } from "./get-advisers";

export type SetAdviserInput = AdviserSettings & { userId: number };

/** Makes a member of staff an adviser, or changes how customers see them (superadmin only). */
export const setAdviser = ({ userId, ...body }: SetAdviserInput) => api("PUT /api/admin/advisers/:id", { params: { id: userId }, body });

export function useSetAdviser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAdviser, onSuccess: () => queryClient.invalidateQueries({ queryKey: advisersQueryKey }) });
}
