import { QueryClient } from "@tanstack/react-query";

// Data is fetched once and refreshed only by explicit invalidation, so what changes it says what to refetch.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
