import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUser } from "@/lib/auth/get-user";
import type { UserRow } from "../api/get-users";
import { UsersList } from "./users-list";
import { ChangeRoleDialog } from "./change-role-dialog";

export function UserRolesTab() {
  const { user: me } = useUser();
  const [selected, setSelected] = useState<UserRow | null>(null);

  const renderAction = (user: UserRow) =>
    user.id === me?.id ? (
      <span className="inline-flex items-center gap-2">
        <Badge>You</Badge>
        <Button size="sm" variant="outline" disabled title="You cannot change your own role">
          Change Role
        </Button>
      </span>
    ) : (
      <Button size="sm" variant="outline" onClick={() => setSelected(user)} aria-label={`Change Role for ${user.username}`}>
        Change Role
      </Button>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Roles</CardTitle>
        <CardDescription>Promote staff or return them to customer accounts. You cannot change your own role.</CardDescription>
      </CardHeader>
      <CardContent>
        <UsersList action={{ header: "Actions", render: renderAction }} />
        <ChangeRoleDialog user={selected} onClose={() => setSelected(null)} />
      </CardContent>
    </Card>
  );
}
