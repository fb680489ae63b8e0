import { CalendarDays, CheckCircle2, Clock, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnalytics } from "../api/get-analytics";
import { formatCount } from "@/lib/format";

type StatCardProps = { title: string; icon: LucideIcon; tone: string; loading: boolean; value?: number; footer: ReactNode };

function StatCard({ title, icon: Icon, tone, loading, value, footer }: StatCardProps) {
  return (
    <Card className="p-4 transition-shadow hover:shadow-md sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className={`hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {loading ? (
        <div className="mt-3 grid gap-2">
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : (
        <>
          <p className="mt-2 text-3xl font-bold tracking-tight">{value === undefined ? "—" : formatCount(value)}</p>
          <p className="mt-1 text-sm text-muted-foreground">{footer}</p>
        </>
      )}
    </Card>
  );
}

/** Total Users, Pending Loans, Approved Loans and Consultations from the analytics call. */
export function StatCards() {
  const { data, isPending } = useAnalytics();
  const unavailable = "Figures unavailable";
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title="Total Users"
        icon={Users}
        tone="bg-secondary text-secondary-foreground"
        loading={isPending}
        value={data?.totalUsers}
        footer={data ? `${data.newUsers.last7Days} joined in the last 7 days` : unavailable}
      />
      <StatCard
        title="Pending Loans"
        icon={Clock}
        tone="bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
        loading={isPending}
        value={data?.loanStats.pending}
        footer={data ? `of ${formatCount(data.loanStats.total)} applications` : unavailable}
      />
      <StatCard
        title="Approved Loans"
        icon={CheckCircle2}
        tone="bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
        loading={isPending}
        value={data?.loanStats.approved}
        footer={data ? `${formatCount(data.loanStats.rejected)} rejected` : unavailable}
      />
      <StatCard
        title="Consultations"
        icon={CalendarDays}
        tone="bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300"
        loading={isPending}
        value={data?.consultations.total}
        footer={data ? `${formatCount(data.consultations.scheduled)} scheduled` : unavailable}
      />
    </div>
  );
}
