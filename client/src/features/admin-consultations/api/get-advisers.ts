import { useQuery } from "@tanstack/react-query";
import type { AdviserRowJson } from "@shared/contracts/consultations";
import { api } from "@/lib/api-client";

export type AdviserRow = AdviserRowJson;

export const advisersQueryKey = ["/api/admin/advisers"] as const;

/** Every member of staff and whether they take consultations. */
export function useAdvisers() {
  return useQuery({ queryKey: advisersQueryKey, queryFn: () => api("GET /api/admin/advisers") });
}
