import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { UserRow } from "../api/get-users";
import { RoleBadge } from "./role-badge";

/** Said in words, not by colour alone: the account's notices wait in the app until the address is confirmed. */
function UnverifiedBadge({ user }: { user: UserRow }) {
  if (user.emailVerifiedAt) return null;
  return (
    <Badge color="yellow" className="normal-case">
      E-mail not verified
    </Badge>
  );
}

export type UserAction = { header: string; render: (user: UserRow) => ReactNode };
type UserRowsProps = { users: UserRow[] | undefined; loading: boolean; action?: UserAction; className?: string };

const COLUMNS = ["Name", "Username", "Email", "Phone", "Role", "Joined"];

/** Users as table rows, for screens wide enough to read a table. */
export function UsersTable({ users, loading, action, className }: UserRowsProps) {
  return (
    <div className={className}>
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHead key={c}>{c}</TableHead>
            ))}
            {action && <TableHead className="text-right">{action.header}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={COLUMNS.length + (action ? 1 : 0)}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))
            : users?.map((user) => (
                <TableRow key={user.id}>
                  <TableCell className="font-medium">{user.fullName}</TableCell>
                  <TableCell className="text-muted-foreground">{user.username}</TableCell>
                  <TableCell>
                    <div className="flex flex-col items-start gap-1">
                      <span>{user.email}</span>
                      <UnverifiedBadge user={user} />
                    </div>
                  </TableCell>
                  <TableCell>{user.phoneNumber || "—"}</TableCell>
                  <TableCell>
                    <RoleBadge role={user.role} />
                  </TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  {action && <TableCell className="text-right">{action.render(user)}</TableCell>}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Users as stacked cards, for phones. */
export function UserCards({ users, loading, action, className }: UserRowsProps) {
  if (loading) {
    return (
      <div className={cn("grid gap-3", className)}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn("divide-y rounded-lg border", className)}>
      {users?.map((user) => (
        <li key={user.id} className="grid gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{user.fullName}</p>
              <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
            </div>
            <RoleBadge role={user.role} />
          </div>
          <dl className="grid gap-1 text-sm">
            <div className="flex gap-2">
              <dt className="sr-only">Email</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className="break-all">{user.email}</span>
                <UnverifiedBadge user={user} />
              </dd>
            </div>
            <div className="flex gap-2 text-muted-foreground">
              <dt className="sr-only">Phone</dt>
              <dd>{user.phoneNumber || "No phone"}</dd>
              <span aria-hidden>·</span>
              <dt className="sr-only">Joined</dt>
              <dd>Joined {formatDate(user.createdAt)}</dd>
            </div>
          </dl>
          {action && <div className="flex justify-end">{action.render(user)}</div>}
        </li>
      ))}
    </ul>
  );
}
