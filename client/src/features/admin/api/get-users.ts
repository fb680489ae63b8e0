import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUserJson } from "@shared/contracts/auth";
import { apiPage } from "@/lib/api-client";

/** A user as the staff list reads them. */
export type UserRow = PublicUserJson;
export type UsersQuery = { q: string; page: number; pageSize: number };

export const USERS_PAGE_SIZE = 20;

/** Prefix of every users-list key; invalidate it after a role change. */
export const usersQueryKey = ["/api/admin/users"] as const;

export const getUsers = (query: UsersQuery) => apiPage("GET /api/admin/users", { query });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: [...usersQueryKey, query], queryFn: () => getUsers(query), placeholderData: keepPreviousData });

/** One page of users matching `q` (name, username, email or role), newest first. */
export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
