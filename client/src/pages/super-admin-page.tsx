import { AccessDenied } from "@/components/layout/access-denied";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { useUser } from "@/features/auth/api/get-user";

export default function SuperAdminPage() {
  const { user } = useUser();
  if (user?.role !== "superadmin") {
    return <AccessDenied message="Access Denied: You don't have permission to access the super admin panel." />;
  }
  return (
    <>
      <PageHeader
        title="Super Admin Panel"
        description="Manage user roles, system settings and audit logs."
        actions={<Badge color="primary">{user.role}</Badge>}
      />
      <ComingSoon title="Super admin tools are almost ready" />
    </>
  );
}
