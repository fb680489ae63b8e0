import type { QueryClient } from "@tanstack/react-query";
import type { PublicUserJson } from "@shared/contracts/auth";
import { userQueryKey } from "./get-user";

// Queries that are the same for everyone; every other cached query belongs to the previous user.
const SHARED_KEYS = new Set<unknown>([userQueryKey[0], "/api/settings"]);

/** Sets (or clears) the current user and drops whatever the previous user's session had cached. */
export function switchSessionUser(queryClient: QueryClient, user: PublicUserJson | null) {
  queryClient.removeQueries({ predicate: (q) => !SHARED_KEYS.has(q.queryKey[0]) });
  queryClient.setQueryData(userQueryKey, user);
}
