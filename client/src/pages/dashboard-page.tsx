import { CalendarDays, FileText, IdCard, Receipt, TrendingUp } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/features/auth/api/get-user";
import { ConsultationsTab } from "@/features/dashboard/components/consultations-tab";
import { KycBanner } from "@/features/dashboard/components/kyc-banner";
import { KycTab } from "@/features/dashboard/components/kyc-tab";
import { LoansTab } from "@/features/dashboard/components/loans-tab";
import { SipTab } from "@/features/dashboard/components/sip-tab";
import { SummaryCards } from "@/features/dashboard/components/summary-cards";
import { TransactionsTab } from "@/features/dashboard/components/transactions-tab";

const TABS = [
  { value: "loans", label: "Loan Applications", icon: FileText, panel: LoansTab },
  { value: "sip", label: "SIP Investments", icon: TrendingUp, panel: SipTab },
  { value: "consultations", label: "Consultations", icon: CalendarDays, panel: ConsultationsTab },
  { value: "kyc", label: "KYC Documents", icon: IdCard, panel: KycTab },
  { value: "transactions", label: "Transactions", icon: Receipt, panel: TransactionsTab },
] as const;

export default function DashboardPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = TABS.some((t) => t.value === requested) ? requested! : "loans";

  return (
    <>
      <PageHeader
        eyebrow="Your dashboard"
        title={`Welcome back, ${user?.fullName ?? ""}`}
        description="Your loans, investments, consultations and documents in one place."
        actions={
          <>
            <Button asChild>
              <Link href="/loan-application?type=home-loan">Apply for a Loan</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/sip">Start a SIP</Link>
            </Button>
          </>
        }
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <KycBanner />
        <SummaryCards />
        <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
          <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {label}
              </TabsTrigger>
            ))}
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
