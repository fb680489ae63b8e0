import { QueryClient } from "@tanstack/react-query";

// Spec section 7: data is fetched once and refreshed only by explicit invalidation.
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
