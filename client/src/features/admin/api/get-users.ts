import type { PublicUserJson } from "@shared/contracts/auth";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

/** A user as the staff list reads them. */
export type UserRow = PublicUserJson;

export const USERS_PAGE_SIZE = 20;

/** Users matching `q` (name, username, email or role), newest first. */
export const usersSource = pagedRoute("GET /api/admin/users");

/** Prefix of every users-list key; invalidate it after a role change. */
export const usersQueryKey = usersSource.queryKey;
