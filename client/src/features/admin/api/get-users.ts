import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

export type UserRow = Jsonified<PublicUser>;
export type UsersQuery = { q: string; page: number; pageSize: number };

export const USERS_PAGE_SIZE = 20;

/** Prefix of every users-list key; invalidate it after a role change. */
export const usersQueryKey = ["/api/admin/users"] as const;

export function getUsers({ q, page, pageSize }: UsersQuery) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  return getPage<UserRow>(`/api/admin/users?${params}`);
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: [...usersQueryKey, query], queryFn: () => getUsers(query), placeholderData: keepPreviousData });

/** One page of users matching `q` (name, username, email or role), newest first. */
export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
