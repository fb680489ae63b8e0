import { AlertTriangle, UserX } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { USERS_PAGE_SIZE, useUsers } from "../api/get-users";
import { UserCards, UsersTable, type UserAction } from "./user-rows";

type UsersListProps = {
  /** An extra last column (e.g. Change Role); omitted when not given. */
  action?: UserAction;
};

/** Paged, server-searched list of users (20 a page). */
export function UsersList({ action }: UsersListProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  // The page belongs to one search; a new search starts again at page 1.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching } = useUsers({ q, page, pageSize: USERS_PAGE_SIZE });
  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / USERS_PAGE_SIZE);

  return (
    <div className="grid gap-4">
      <SearchInput
        label="Search users"
        placeholder="Search by name, username, email or role"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="sm:max-w-md"
      />
      {isError ? (
        <EmptyState icon={AlertTriangle} title="Could not load users">
          {errorMessage(error)}
        </EmptyState>
      ) : !isLoading && data?.items.length === 0 ? (
        <EmptyState icon={UserX} title="No users found">
          {q ? `Nothing matches "${q}". Try a different name, email or role.` : "Registered users will appear here."}
        </EmptyState>
      ) : (
        <div aria-busy={isFetching} className={cn(isFetching && !isLoading && "opacity-70 transition-opacity")}>
          <UsersTable users={data?.items} loading={isLoading} action={action} className="hidden md:block" />
          <UserCards users={data?.items} loading={isLoading} action={action} className="md:hidden" />
        </div>
      )}
      {total > 0 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => setPaging({ q, page: next })}
          summary={pageSummary(page, USERS_PAGE_SIZE, total, total === 1 ? "user" : "users")}
          disabled={isFetching}
        />
      )}
    </div>
  );
}
