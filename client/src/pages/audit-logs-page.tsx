import { AccessDenied, PAGE_DENIED } from "@/components/layout/access-denied";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { StaffTwoFactorGate } from "@/features/account/components/staff-two-factor-gate";
import { AuditLogsPanel } from "@/features/admin/components/audit-logs-panel";
import { isStaff, useUser } from "@/lib/auth/get-user";

export default function AuditLogsPage() {
  const { user } = useUser();
  if (!isStaff(user)) return <AccessDenied message={PAGE_DENIED} />;
  return (
    <StaffTwoFactorGate>
      <PageHeader
        eyebrow="Staff"
        title="System Audit Logs"
        description="Every sign-in, change and review on the platform, newest first."
        actions={<Badge color="primary">{user?.role}</Badge>}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <AuditLogsPanel />
      </div>
    </StaffTwoFactorGate>
  );
}
