import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GrievanceInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { grievancesQueryKey, type GrievanceRow } from "./get-grievances";

export async function createGrievance(input: GrievanceInput): Promise<GrievanceRow> {
  const res = await apiRequest("POST", "/api/grievances", input);
  return (await res.json()) as GrievanceRow;
}

/** Files a complaint and refreshes the customer's list (the header's bell refreshes itself after any change). */
export function useCreateGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGrievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grievancesQueryKey }),
  });
}
