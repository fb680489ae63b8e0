import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { ROLES, type Role } from "@shared/schema/validation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import type { UserRow } from "../api/get-users";
import { RoleBadge } from "./role-badge";
import { useUpdateUserRole } from "../api/update-user-role";

const ROLE_LABELS: Record<Role, string> = { user: "User", admin: "Admin", superadmin: "Super Admin" };

type ChangeRoleDialogProps = { user: UserRow | null; onClose: () => void };

/** Pick a new role for one user; the list refreshes when the server confirms. */
export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{user && <ChangeRoleForm key={user.id} user={user} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ChangeRoleForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const updateRole = useUpdateUserRole();

  const submit = () =>
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) => {
          toast({ title: "Role updated", description: `${updated.fullName} is now ${ROLE_LABELS[updated.role].toLowerCase()}.` });
          onDone();
        },
        onError: (error) => toast({ title: "Role change failed", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Change Role</DialogTitle>
        <DialogDescription>
          {user.fullName} (@{user.username}) is currently <RoleBadge role={user.role} />
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="new-role">New role</Label>
        <Select value={role} onValueChange={(value) => setRole(value as Role)}>
          <SelectTrigger id="new-role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((r) => (
              <SelectItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {role === "superadmin" && (
        <p
          role="alert"
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Warning:</strong> a super admin has full system access, including changing other users&apos;
            roles and system settings.
          </span>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={updateRole.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={updateRole.isPending || role === user.role}>
          {updateRole.isPending ? "Updating..." : "Update Role"}
        </Button>
      </div>
    </>
  );
}
