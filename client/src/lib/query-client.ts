import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { NetworkError } from "./api";
import { markUnreachable } from "./connection";

const onError = (error: unknown) => {
  if (error instanceof NetworkError) markUnreachable(true);
};

// Data is fetched once and refreshed only by explicit invalidation, so what changes it says what to refetch.
// A read that got no answer (offline, server unreachable) is tried again a few times, then again when the
// browser is back online; a change never is: it may have arrived (docs/decisions/offline-and-loading.md).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError, onSuccess: () => markUnreachable(false) }),
  mutationCache: new MutationCache({ onError, onSuccess: () => markUnreachable(false) }),
  defaultOptions: {
    queries: {
      retry: (failures, error) => error instanceof NetworkError && failures < 3,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
