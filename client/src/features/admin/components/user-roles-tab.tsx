import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUser } from "@/lib/auth/get-user";
import type { UserRow } from "../api/get-users";
import { UsersList } from "./users-list";
import { ChangeRoleDialog } from "./change-role-dialog";
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog";

export function UserRolesTab() {
  const { user: me } = useUser();
  const [selected, setSelected] = useState<UserRow | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const renderAction = (user: UserRow) =>
    user.id === me?.id ? (
      <span className="inline-flex items-center gap-2">
        <Badge>You</Badge>
        <Button size="sm" variant="outline" disabled title="You cannot change your own role">
          Change Role
        </Button>
      </span>
    ) : (
      <span className="inline-flex flex-wrap items-center justify-end gap-2">
        {/* Never one's own: a second super admin resets it (four eyes). */}
        {user.role !== "user" && user.twoFactorEnabledAt && (
          <Button size="sm" variant="outline" onClick={() => setResetting(user)} aria-label={`Reset two-factor for ${user.username}`}>
            Reset two-factor
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setSelected(user)} aria-label={`Change Role for ${user.username}`}>
          Change Role
        </Button>
      </span>
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
        <ResetTwoFactorDialog user={resetting} onClose={() => setResetting(null)} />
      </CardContent>
    </Card>
  );
}
