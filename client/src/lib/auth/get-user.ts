import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUserJson } from "@shared/contracts/auth";
import { ApiError } from "@/lib/api";
import { api } from "@/lib/api-client";

export const userQueryKey = ["/api/user"] as const;

/** Set by the server on log-in and cleared on log-out: without it nobody is signed in, and nothing need be asked. */
const SIGNED_IN_HINT = "gharsetu.signed-in=";
// At build time (the prerendered HTML, entry-prerender.tsx) there is no document: that page is a visitor's.
export const maybeSignedIn = () => typeof document !== "undefined" && document.cookie.split("; ").some((c) => c.startsWith(SIGNED_IN_HINT));

/** The signed-in user, or null when signed out (the server answers 401). */
export async function getUser(): Promise<PublicUserJson | null> {
  if (!maybeSignedIn()) return null;
  try {
    return await api("GET /api/user");
  } catch (error) {
    // Any 401 means signed out, whoever answered it (a proxy's 401 carries none of our codes).
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// Without the hint the answer is known before the first render, so a visitor's first paint shows the
// finished header (Log In, Get Started) and never waits on a request.
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getUser,
  initialData: () => (maybeSignedIn() ? undefined : null),
});

export function useUser() {
  const query = useQuery(userQueryOptions);
  return { ...query, user: query.data ?? null };
}

export const isStaff = (user: PublicUserJson | null) => user?.role === "admin" || user?.role === "superadmin";
