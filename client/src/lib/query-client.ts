import { QueryClient } from "@tanstack/react-query";
import { NetworkError } from "./api";

// Data is fetched once and refreshed only by explicit invalidation, so what changes it says what to refetch.
// A read that got no answer (offline, server unreachable) is tried again a few times, then again when the
// connection is back (connection-banner.tsx); a change never is: it may have arrived
// (docs/decisions/offline-and-loading.md).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => error instanceof NetworkError && failures < 3,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    // "always": a change made offline fails at once with NetworkError (its toast says so) instead of
    // waiting silently to be sent by itself when the connection is back, perhaps after a second press.
    mutations: { retry: false, networkMode: "always" },
  },
});
