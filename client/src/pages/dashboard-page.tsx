import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, FileText, IdCard, Receipt, TrendingUp, UserRound } from "lucide-react";
import { lazy, Suspense, type ComponentType } from "react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/skeleton";
import { UrlTabs } from "@/components/ui/url-tabs";
import { EmailVerificationBanner } from "@/features/account/components/email-verification-banner";
import { NextConsultationCard } from "@/features/consultations/components/next-consultation-card";
import { ComplaintPrompt } from "@/features/grievances/components/complaint-prompt";
import { KycBanner } from "@/features/kyc/components/kyc-banner";
import { LoansTab } from "@/features/loans/components/loans-tab";
import { TotalLoansCard } from "@/features/loans/components/total-loans-card";
import { SipSummaryCard } from "@/features/sip/components/sip-summary-card";
import { useUser } from "@/lib/auth/get-user";
import { isNewAccount } from "@/lib/auth/new-account";
import { retryImport } from "@/lib/retry-import";

/**
 * A tab's panel whose code loads when the tab is first opened: the loans tab opens first, and the page
 * need not wait for the others' forms and pickers (scripts/route-weight.mjs holds each route to a budget).
 */
function lazyPanel(load: () => Promise<ComponentType>): ComponentType {
  const Panel = lazy(() => retryImport(load).then((panel) => ({ default: panel })));
  return function LazyPanel() {
    const { t } = useLingui();
    return (
      <Suspense fallback={<ListSkeleton label={t`Loading`} />}>
        <Panel />
      </Suspense>
    );
  };
}

const SipTab = lazyPanel(() => import("@/features/sip/components/sip-tab").then((m) => m.SipTab));
const ConsultationsTab = lazyPanel(() => import("@/features/consultations/components/consultations-tab").then((m) => m.ConsultationsTab));
const KycTab = lazyPanel(() => import("@/features/kyc/components/kyc-tab").then((m) => m.KycTab));
const TransactionsTab = lazyPanel(() => import("@/features/transactions/components/transactions-tab").then((m) => m.TransactionsTab));
const ProfileTab = lazyPanel(() => import("@/features/account/components/profile-tab").then((m) => m.ProfileTab));

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
  // A new account is welcomed; one that has been here before, welcomed back.
  const newAccount = user ? isNewAccount(user.createdAt) : false;
  const tabs = TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }));

  return (
    <>
      <PageHeader
        eyebrow={t`Your dashboard`}
        title={newAccount ? <Trans>Welcome, {name}</Trans> : <Trans>Welcome back, {name}</Trans>}
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
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <EmailVerificationBanner />
        <KycBanner />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
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
