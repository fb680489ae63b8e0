import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GrievanceInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { grievancesQueryKey } from "./get-grievances";

export const createGrievance = (input: GrievanceInput) => api("POST /api/grievances", { body: input });

/** Files a complaint and refreshes the customer's list (the header's bell refreshes itself after any change). */
export function useCreateGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGrievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grievancesQueryKey }),
  });
}
