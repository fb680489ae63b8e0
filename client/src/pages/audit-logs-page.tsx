import { AccessDenied } from "@/components/layout/access-denied";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHeader } from "@/components/layout/page-header";
import { isStaff, useUser } from "@/features/auth/api/get-user";

export default function AuditLogsPage() {
  const { user } = useUser();
  if (!isStaff(user)) return <AccessDenied message="You don't have permission to view this page." />;
  return (
    <>
      <PageHeader title="System Audit Logs" description="Every sign-in, change and review on the platform, newest first." />
      <ComingSoon title="The audit log viewer is almost ready" />
    </>
  );
}
