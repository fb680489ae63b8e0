import { BarChart3, CalendarDays, FileText, History, Users } from "lucide-react";
import { useLocation, useSearchParams } from "wouter";
import { AccessDenied } from "@/components/layout/access-denied";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AnalyticsTab } from "@/features/admin/components/analytics-tab";
import { ConsultationsTab } from "@/features/admin/components/consultations-tab";
import { StatCards } from "@/features/admin/components/stat-cards";
import { UsersList } from "@/features/admin/components/users-list";
import { AdminLoansTab } from "@/features/admin-loans/components/admin-loans-tab";
import { isStaff, useUser } from "@/features/auth/api/get-user";

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
  { value: "users", label: "User Management", icon: Users, panel: UserManagementTab },
  { value: "consultations", label: "Consultations", icon: CalendarDays, panel: ConsultationsTab },
  { value: "analytics", label: "Analytics", icon: BarChart3, panel: AnalyticsTab },
] as const;

export default function AdminPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = TABS.some((t) => t.value === requested) ? requested! : "loans";

  if (!isStaff(user)) {
    return <AccessDenied message="Access Denied: You don't have permission to access the admin panel." />;
  }

  const onTabChange = (value: string) => {
    if (value === "audit-logs") navigate("/audit-logs");
    else setParams({ tab: value }, { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Admin Panel"
        description="Review loan applications and consultations, manage users and follow platform activity."
        actions={<Badge color="primary">{user?.role}</Badge>}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <StatCards />
        {/* Manual activation: arrowing onto "Audit Logs" must not leave the page. */}
        <Tabs value={tab} onValueChange={onTabChange} activationMode="manual">
          <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {label}
              </TabsTrigger>
            ))}
            <TabsTrigger value="audit-logs">
              <History aria-hidden />
              Audit Logs
            </TabsTrigger>
          </TabsList>
          {TABS.map(({ value, panel: Panel }) => (
            <TabsContent key={value} value={value} className="pt-2">
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </>
  );
}
