import { History, Settings2, UserCog } from "lucide-react";
import { AccessDenied, SUPER_ADMIN_DENIED } from "@/components/layout/access-denied";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UrlTabs } from "@/components/ui/url-tabs";
import { StaffTwoFactorGate } from "@/features/account/components/staff-two-factor-gate";
import { AuditLogsPanel } from "@/features/admin/components/audit-logs-panel";
import { SystemSettingsTab } from "@/features/admin/components/system-settings-tab";
import { UserRolesTab } from "@/features/admin/components/user-roles-tab";
import { useUser } from "@/lib/auth/get-user";

function AuditLogsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Logs</CardTitle>
        <CardDescription>Every sign-in, change and review on the platform, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <AuditLogsPanel />
      </CardContent>
    </Card>
  );
}

const TABS = [
  { value: "roles", label: "User Roles", icon: UserCog, panel: UserRolesTab },
  { value: "settings", label: "System Settings", icon: Settings2, panel: SystemSettingsTab },
  { value: "audit-logs", label: "Audit Logs", icon: History, panel: AuditLogsTab },
] as const;

export default function SuperAdminPage() {
  const { user } = useUser();

  if (user?.role !== "superadmin") {
    return <AccessDenied message={SUPER_ADMIN_DENIED} />;
  }
  return (
    <StaffTwoFactorGate>
      <PageHeader
        eyebrow="Staff"
        title="Super Admin Panel"
        description="Manage user roles, system settings and audit logs."
        actions={<Badge color="primary">{user.role}</Badge>}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <UrlTabs tabs={TABS} listClassName="sm:w-fit" />
      </div>
    </StaffTwoFactorGate>
  );
}
