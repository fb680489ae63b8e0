import { CalendarClock, IndianRupee, TrendingUp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useConsultations } from "@/features/consultations/api/get-consultations";
import { useLoanApplications } from "@/features/loans/api/get-loan-applications";
import { useSipInvestments } from "@/features/sip/api/get-sip-investments";
import { formatCurrency, formatDate } from "@/lib/format";
import { sipExpectedValue } from "./sip-expected-value";

type SummaryCardProps = { title: string; icon: LucideIcon; loading: boolean; value: ReactNode; footer: ReactNode };

function SummaryCard({ title, icon: Icon, loading, value, footer }: SummaryCardProps) {
  return (
    <Card className="relative overflow-hidden p-5 transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {loading ? (
        <div className="mt-3 grid gap-2">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <>
          <div className="mt-2 text-2xl font-bold tracking-tight">{value}</div>
          <div className="mt-1 text-sm text-muted-foreground">{footer}</div>
        </>
      )}
    </Card>
  );
}

export function SummaryCards() {
  const loans = useLoanApplications();
  const sips = useSipInvestments();
  const consultations = useConsultations();

  const loanList = loans.data ?? [];
  const totalLoan = loanList.reduce((sum, l) => sum + Number(l.amount), 0);
  const approved = loanList.filter((l) => l.status.toLowerCase() === "approved").length;

  const sipList = sips.data ?? [];
  const monthlySip = sipList.reduce((sum, s) => sum + Number(s.monthlyAmount), 0);
  const sipValue = sipList.reduce((sum, s) => sum + sipExpectedValue(s), 0);

  const next = (consultations.data ?? [])
    .filter((c) => c.status.toLowerCase() === "scheduled")
    .sort((a, b) => a.preferredDate.localeCompare(b.preferredDate))[0];

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SummaryCard
        title="Total Loan Amount"
        icon={IndianRupee}
        loading={loans.isLoading}
        value={formatCurrency(totalLoan)}
        footer={loans.isError ? "Couldn't load your loans" : `${approved} of ${loanList.length} approved`}
      />
      <SummaryCard
        title="SIP Investments"
        icon={TrendingUp}
        loading={sips.isLoading}
        value={
          <>
            {formatCurrency(monthlySip)}
            <span className="text-base font-medium text-muted-foreground">/month</span>
          </>
        }
        footer={`Estimated value ${formatCurrency(sipValue)}`}
      />
      <SummaryCard
        title="Next Consultation"
        icon={CalendarClock}
        loading={consultations.isLoading}
        value={next ? formatDate(next.preferredDate) : <span className="text-lg">No scheduled consultations</span>}
        footer={
          next ? (
            <span>
              {next.topic}
              {next.preferredTime && ` · ${next.preferredTime}`}
            </span>
          ) : (
            <Link href="/consultation" className="font-medium text-primary hover:underline">
              Book now
            </Link>
          )
        }
      />
    </div>
  );
}
