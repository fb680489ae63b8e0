import { AccessDenied } from "@/components/layout/access-denied";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { isStaff, useUser } from "@/features/auth/api/get-user";

export default function AdminPage() {
  const { user } = useUser();
  if (!isStaff(user)) {
    return <AccessDenied message="Access Denied: You don't have permission to access the admin panel." />;
  }
  return (
    <>
      <PageHeader
        title="Admin Panel"
        description="Review loan applications and consultations, manage users and follow platform activity."
        actions={<Badge color="primary">{user?.role}</Badge>}
      />
      <ComingSoon title="Admin tools are almost ready" />
    </>
  );
}
