import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText, Plus } from "lucide-react";
import { Link } from "wouter";
import { TabHeading } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useLoanApplications } from "../api/get-loan-applications";
import { statusOfStage } from "@shared/catalog/loan-stages";
import { LoanApplicationCard } from "./loan-application-card";
import { ShowMoreButton, useShowMore } from "@/components/show-more";

/** The applications counted by where they stand: the spec's three statuses, named for what they mean now. */
const COUNTS = [
  { status: "pending", label: msg`In progress`, bar: "bg-amber-500" },
  { status: "approved", label: msg`Sanctioned`, bar: "bg-emerald-600" },
  { status: "rejected", label: msg`Rejected or withdrawn`, bar: "bg-red-600" },
] as const;

export function LoansTab() {
  const { t } = useLingui();
  const { data: loans = [], isPending, isError, refetch, isFetching } = useLoanApplications();
  const page = useShowMore(loans);

  if (isPending) return <ListSkeleton label={t`Loading loan applications...`} />;
  if (isError) {
    return (
      <RetryAlert
        title={t`We couldn't load your loan applications`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (loans.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={t`No loan applications yet`}
        action={
          <Button asChild>
            <Link href="/loan-application?type=home-loan">
              <Trans>Apply for a Home Loan</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>Apply online in minutes for a home loan, loan against property or balance-transfer top-up.</Trans>
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading
        title={t`Loan Applications`}
        description={t`Track every application from submission to disbursement.`}
        action={
          <Button asChild>
            <Link href="/loan-application?type=home-loan">
              <Plus aria-hidden /> <Trans>Apply for Another Loan</Trans>
            </Link>
          </Button>
        }
      />
      <div className="mb-6 grid grid-cols-3 gap-3 sm:gap-4">
        {COUNTS.map(({ status, label, bar }) => {
          const count = loans.filter((l) => statusOfStage(l.stage) === status).length;
          const share = Math.round((count / loans.length) * 100);
          const name = t(label);
          return (
            <Card key={status} className="p-3 sm:p-4">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                <span className="text-sm text-muted-foreground">{name}</span>
                <span className="text-2xl font-bold">{count}</span>
              </div>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" role="img" aria-label={t`${name}: ${share}% of applications`}>
                <div className={`h-full rounded-full ${bar}`} style={{ width: `${share}%` }} />
              </div>
            </Card>
          );
        })}
      </div>
      <ul className="grid gap-4">
        {page.visible.map((loan) => (
          <li key={loan.id}>
            <LoanApplicationCard loan={loan} />
          </li>
        ))}
      </ul>
      <ShowMoreButton {...page} what={t`applications`} />
    </div>
  );
}
