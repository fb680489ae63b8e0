import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, FileSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { WITHDRAWABLE_STAGES } from "@shared/catalog/loan-stages";
import { PageHeader } from "@/components/layout/page-header";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { formatIstDate } from "@/lib/format";
import { useLoanApplication } from "../api/get-loan-application";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { loanStageLabel, stageColor } from "../lib/loan-status";
import { RejectionReason } from "./loan-application-card";
import { InPrincipleCard, SanctionCard } from "./loan-decision-cards";
import { LoanFactsCard } from "./loan-facts-card";
import { LoanNextSteps } from "./loan-next-steps";
import { LoanPapersCard } from "./loan-papers-card";
import { LoanTimeline } from "./loan-progress";
import { WithdrawLoanDialog } from "./withdraw-loan-dialog";
import { WithdrawalTerms } from "./withdrawal-terms";

/** The application's documents, shown below its progress (the page composes them from their own feature). */
export type DocumentsSlot = (loan: LoanApplicationRow) => ReactNode;

/** /loans/:id — one of the customer's applications: where it is, what is needed now, its figures and decisions. */
export function LoanApplicationPage({ id, documents }: { id: number; documents?: DocumentsSlot }) {
  const { t } = useLingui();
  const query = useLoanApplication(id);
  const back = (
    <Button asChild variant="outline">
      <Link href="/dashboard?tab=loans">
        <ChevronLeft aria-hidden /> <Trans>All your applications</Trans>
      </Link>
    </Button>
  );

  if (query.isPending) {
    return (
      <>
        <PageHeader eyebrow={t`Application #${id}`} title={<Skeleton className="h-10 w-64" />} />
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8" aria-busy>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </>
    );
  }
  if (!query.data) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageHeader eyebrow={t`Application #${id}`} title={t`Loan application`} actions={back} />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          {missing ? (
            <EmptyState icon={FileSearch} title={t`We could not find this application`}>
              <Trans>It may have been filed under another account. Your own applications are on your dashboard.</Trans>
            </EmptyState>
          ) : (
            <RetryAlert
              title={t`We couldn't load this application`}
              message={t`Please check your connection and try again.`}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )}
        </div>
      </>
    );
  }
  return <LoanApplicationDetails loan={query.data} back={back} documents={documents} />;
}

function LoanApplicationDetails({ loan, back, documents }: { loan: LoanApplicationRow; back: ReactNode; documents?: DocumentsSlot }) {
  const { t, i18n } = useLingui();
  const id = loan.id;
  const applied = formatIstDate(loan.appliedAt);
  const withdrawable = (WITHDRAWABLE_STAGES as readonly string[]).includes(loan.stage);
  return (
    <>
      <PageHeader
        eyebrow={t`Application #${id}`}
        title={i18n._(loan.loanTypeLabel)}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <Badge color={stageColor(loan.stage)} className="text-sm">
              {i18n._(loanStageLabel(loan.stage))}
            </Badge>
            <span>
              <Trans>Applied {applied}</Trans>
            </span>
          </span>
        }
        actions={back}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Your next steps</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {loan.stage === "rejected" && loan.rejectionReason && <RejectionReason reason={loan.rejectionReason} />}
              <LoanNextSteps loan={loan} heading="h3" />
            </CardContent>
          </Card>
          {loan.sanction && <SanctionCard sanction={loan.sanction} tenure={loan.tenure} />}
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Where your application is</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <LoanTimeline loan={loan} />
            </CardContent>
          </Card>
          {loan.inPrinciple?.result !== "ineligible" && documents?.(loan)}
          {loan.inPrinciple && <InPrincipleCard inPrinciple={loan.inPrinciple} sanctioned={loan.sanction !== null} />}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <LoanFactsCard loan={loan} />
          <LoanPapersCard loan={loan} />
          {withdrawable && (
            <Card>
              <CardHeader>
                <CardTitle>
                  <Trans>Changed your mind?</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm text-muted-foreground">
                <WithdrawalTerms loanId={id} />
                <WithdrawLoanDialog id={id} />
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
