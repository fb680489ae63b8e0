import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, FileText, IdCard, Receipt, TrendingUp, UserRound } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { UrlTabs } from "@/components/ui/url-tabs";
import { EmailVerificationBanner } from "@/features/account/components/email-verification-banner";
import { ProfileTab } from "@/features/account/components/profile-tab";
import { ConsultationsTab } from "@/features/consultations/components/consultations-tab";
import { NextConsultationCard } from "@/features/consultations/components/next-consultation-card";
import { ComplaintPrompt } from "@/features/grievances/components/complaint-prompt";
import { KycBanner } from "@/features/kyc/components/kyc-banner";
import { KycTab } from "@/features/kyc/components/kyc-tab";
import { LoansTab } from "@/features/loans/components/loans-tab";
import { TotalLoansCard } from "@/features/loans/components/total-loans-card";
import { SipSummaryCard } from "@/features/sip/components/sip-summary-card";
import { SipTab } from "@/features/sip/components/sip-tab";
import { TransactionsTab } from "@/features/transactions/components/transactions-tab";
import { useUser } from "@/lib/auth/get-user";

const TABS = [
  { value: "loans", label: msg`Loan Applications`, icon: FileText, panel: LoansTab },
  { value: "sip", label: msg`SIP Investments`, icon: TrendingUp, panel: SipTab },
  { value: "consultations", label: msg`Consultations`, icon: CalendarDays, panel: ConsultationsTab },
  { value: "kyc", label: msg`KYC Documents`, icon: IdCard, panel: KycTab },
  { value: "transactions", label: msg`Transactions`, icon: Receipt, panel: TransactionsTab },
  { value: "profile", label: msg`Profile`, icon: UserRound, panel: ProfileTab },
] as const;

export default function DashboardPage() {
  const { user } = useUser();
  const { t, i18n } = useLingui();
  // The name as the customer wrote it: data shown as it is, not words of the page (translate="no").
  const name = <span translate="no">{user?.fullName ?? ""}</span>;
  const tabs = TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }));

  return (
    <>
      <PageHeader
        eyebrow={t`Your dashboard`}
        title={<Trans>Welcome back, {name}</Trans>}
        description={t`Your loans, investments, consultations and documents in one place.`}
        actions={
          <>
            <Button asChild>
              <Link href="/loan-application?type=home-loan">
                <Trans>Apply for a Loan</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/sip">
                <Trans>Start a SIP</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <EmailVerificationBanner />
        <KycBanner />
        <div className="grid gap-4 md:grid-cols-3">
          <TotalLoansCard />
          <SipSummaryCard />
          <NextConsultationCard />
        </div>
        <UrlTabs tabs={tabs} />
        <ComplaintPrompt />
      </div>
    </>
  );
}
