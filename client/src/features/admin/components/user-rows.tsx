import type { ReactNode } from "react";
import { CardHeading, type TableLayout } from "@/components/paged-list/paged-list";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
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

/** Users as a table on screens wide enough to read one and as stacked cards on phones; `action` adds a last column. */
export function userLayout(action?: UserAction): TableLayout<UserRow> {
  return {
    kind: "table",
    wideFrom: "md",
    columns: ["Name", "Username", "Email", "Phone", "Role", "Joined"],
    actionsColumn: action?.header,
    row: (user) => (
      <TableRow>
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
    ),
    card: (user) => (
      <li className="grid gap-2 p-4">
        <CardHeading title={user.fullName} subtitle={`@${user.username}`} badge={<RoleBadge role={user.role} />} />
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
    ),
  };
}
