import { AlertTriangle, CalendarDays, FileText, History, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useAnalytics } from "../api/get-analytics";
import { LatestConsultations } from "./latest-consultations";
import { NewUsersTrend } from "./new-users-trend";
import { formatCount } from "@/lib/format";
import { retryImport } from "@/lib/retry-import";

const LoansByMonthChart = lazy(() => retryImport(() => import("./loans-by-month-chart")).then((m) => ({ default: m.LoansByMonthChart })));

type MetricProps = { icon: LucideIcon; title: string; value: number; details: [string, number][]; className?: string };

function Metric({ icon: Icon, title, value, details, className }: MetricProps) {
  return (
    <Card className={cn("p-4", className)}>
      <div className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon aria-hidden className="size-4" />
        {title}
      </div>
      <p className="mt-1 text-2xl font-bold">{formatCount(value)}</p>
      {details.length > 0 && (
        <dl className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {details.map(([label, n]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="font-semibold text-foreground">{formatCount(n)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

export function AnalyticsTab() {
  const { data, isPending, isError, error } = useAnalytics();
  if (isPending) {
    return (
      <div className="grid gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <EmptyState icon={AlertTriangle} title="Could not load analytics">
        {errorMessage(error)}
      </EmptyState>
    );
  }
  const { loanStats, consultations, sipInvestments } = data;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Metric icon={Users} title="Users" value={data.totalUsers} details={[]} />
        <Metric
          icon={FileText}
          title="Loan applications"
          value={loanStats.total}
          details={[
            ["Pending", loanStats.pending],
            ["Approved", loanStats.approved],
            ["Rejected", loanStats.rejected],
          ]}
        />
        <Metric
          icon={CalendarDays}
          title="Consultations"
          value={consultations.total}
          details={[
            ["Scheduled", consultations.scheduled],
            ["Completed", consultations.completed],
          ]}
        />
        <Metric icon={TrendingUp} title="SIP investments" value={sipInvestments.total} details={[["Active", sipInvestments.active]]} />
        <Metric icon={History} title="Audit log entries" value={data.auditLogs.total} details={[]} className="col-span-2 lg:col-span-1" />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Loan applications by month</CardTitle>
          <CardDescription>Applications received in the last six months, by loan type.</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <LoansByMonthChart data={data.loansByMonth} />
          </Suspense>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Latest consultations</CardTitle>
            <CardDescription>The three most recently booked sessions.</CardDescription>
          </CardHeader>
          <CardContent>
            <LatestConsultations consultations={data.latestConsultations} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>New users</CardTitle>
            <CardDescription>Sign-ups this week against the week before.</CardDescription>
          </CardHeader>
          <CardContent>
            <NewUsersTrend newUsers={data.newUsers} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
