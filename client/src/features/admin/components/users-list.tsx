import { UserX } from "lucide-react";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { USERS_PAGE_SIZE, usersSource } from "../api/get-users";
import { userLayout, type UserAction } from "./user-rows";

type UsersListProps = {
  /** An extra last column (e.g. Change Role); omitted when not given. */
  action?: UserAction;
};

/** Paged, server-searched list of users (20 a page). */
export function UsersList({ action }: UsersListProps) {
  const list = usePagedList({ source: usersSource, pageSize: USERS_PAGE_SIZE });
  return (
    <PagedList
      list={list}
      noun={["user", "users"]}
      search={{ label: "Search users", placeholder: "Search by name, username, email or role" }}
      errorTitle="Could not load users"
      empty={{
        icon: UserX,
        title: "No users found",
        text: list.q ? `Nothing matches "${list.q}". Try a different name, email or role.` : "Registered users will appear here.",
      }}
      layout={userLayout(action)}
    />
  );
}
