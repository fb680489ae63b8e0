import { BarChart3, CalendarDays, FileText, History, IdCard, MessageSquareWarning, Send, TrendingUp, Users } from "lucide-react";
import { ADMIN_DENIED, AccessDenied } from "@/components/layout/access-denied";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UrlTabs } from "@/components/ui/url-tabs";
import { StaffTwoFactorGate } from "@/features/account/components/staff-two-factor-gate";
import { AnalyticsTab } from "@/features/admin/components/analytics-tab";
import { AdminConsultationsTab } from "@/features/admin-consultations/components/admin-consultations-tab";
import { AdminGrievancesTab } from "@/features/admin-grievances/components/admin-grievances-tab";
import { StatCards } from "@/features/admin/components/stat-cards";
import { UsersList } from "@/features/admin/components/users-list";
import { AdminKycTab } from "@/features/admin-kyc/components/admin-kyc-tab";
import { AdminLoansTab } from "@/features/admin-loans/components/admin-loans-tab";
import { AdminOutboxTab } from "@/features/admin-outbox/components/admin-outbox-tab";
import { AdminSipsTab } from "@/features/admin-sips/components/admin-sips-tab";
import { isStaff, useUser } from "@/lib/auth/get-user";

function UserManagementTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Everyone registered on GharSetu, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <UsersList />
      </CardContent>
    </Card>
  );
}

const TABS = [
  { value: "loans", label: "Loan Applications", icon: FileText, panel: AdminLoansTab },
  { value: "kyc", label: "KYC Documents", icon: IdCard, panel: AdminKycTab },
  { value: "users", label: "User Management", icon: Users, panel: UserManagementTab },
  { value: "consultations", label: "Consultations", icon: CalendarDays, panel: AdminConsultationsTab },
  { value: "sips", label: "SIPs", icon: TrendingUp, panel: AdminSipsTab },
  { value: "grievances", label: "Grievances", icon: MessageSquareWarning, panel: AdminGrievancesTab },
  { value: "analytics", label: "Analytics", icon: BarChart3, panel: AnalyticsTab },
  { value: "outbox", label: "Outbox", icon: Send, panel: AdminOutboxTab },
] as const;

const LINKS = [{ value: "audit-logs", label: "Audit Logs", icon: History, href: "/audit-logs" }] as const;

export default function AdminPage() {
  const { user } = useUser();

  if (!isStaff(user)) {
    return <AccessDenied message={ADMIN_DENIED} />;
  }

  return (
    <StaffTwoFactorGate>
      <PageHeader
        eyebrow="Staff"
        title="Admin Panel"
        description="Review loan applications and consultations, answer complaints, manage users and follow platform activity."
        actions={<Badge color="primary">{user?.role}</Badge>}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <StatCards />
        <UrlTabs tabs={TABS} links={LINKS} />
      </div>
    </StaffTwoFactorGate>
  );
}
