import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schema";
import { ApiError, getJSON } from "@/lib/api";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in user, or null when signed out (the server answers 401). */
export async function getUser(): Promise<PublicUser | null> {
  try {
    return await getJSON<PublicUser>("/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  const query = useQuery(userQueryOptions);
  return { ...query, user: query.data ?? null };
}

export const isStaff = (user: PublicUser | null) => user?.role === "admin" || user?.role === "superadmin";
