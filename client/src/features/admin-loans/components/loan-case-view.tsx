import { ArrowLeft, FileQuestion } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription, RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api";
import { formatCurrency } from "@/lib/format";
import { useLoanCase, type LoanCase } from "../api/get-loan-case";
import { STAGE_COLORS, stageLabel } from "../lib/case-labels";
import type { Stale } from "./case-action-dialog";
import { CaseActionsCard } from "./case-actions-card";
import { CaseApplicantCard } from "./case-applicant-card";
import { CaseApplicationCard } from "./case-application-card";
import { CaseAssessmentCard } from "./case-assessment-card";
import { CaseBalanceTransferCard } from "./case-balance-transfer-card";
import { CaseChecklistCard } from "./case-checklist-card";
import { CaseFeeCard } from "./case-fee-card";
import { CasePapersCard } from "./case-papers-card";
import { CaseSipDebitsCard } from "./case-sip-debits-card";
import { CaseAuditCard, CaseStageHistoryCard } from "./case-history-cards";

const BACK = (
  <Button asChild variant="outline" size="sm">
    <Link href="/admin">
      <ArrowLeft aria-hidden /> All applications
    </Link>
  </Button>
);

function Header({ id, caseView }: { id: number; caseView?: LoanCase }) {
  const application = caseView?.application;
  return (
    <PageHeader
      eyebrow="Staff · Loan case"
      title={`Application #${id}`}
      description={
        caseView && application ? (
          <>
            <span translate="no">{caseView.applicant.fullName}</span> · {application.loanTypeLabel} · {formatCurrency(application.amount)}
          </>
        ) : undefined
      }
      actions={
        <>
          {application && (
            <Badge color={STAGE_COLORS[application.stage]} className="self-center text-sm">
              <span className="sr-only">Stage: </span>
              {stageLabel(application.stage)}
            </Badge>
          )}
          {BACK}
        </>
      }
    />
  );
}

function Loading() {
  return (
    <div aria-busy className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
      <Skeleton className="h-56 w-full" />
    </div>
  );
}

/**
 * The staff's case view of one application: who applied and their KYC, what they asked for, what the
 * rules say now and said at submission, the balance transfer, the fee, every stage move and audit
 * entry, and the actions the viewer may take. One column on a phone (actions first), two from a laptop up.
 */
export function LoanCaseView({ id }: { id: number }) {
  const query = useLoanCase(id);
  // After a refusal because someone else acted first (until the next action is done).
  const [stale, setStale] = useState<Stale | null>(null);
  const caseView = query.data;

  const onStale = (why: Stale) => {
    setStale(why);
    void query.refetch();
  };

  let body;
  if (query.isError && !caseView) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState icon={FileQuestion} title={`No application #${id}`} action={BACK}>
          There is no loan application with this number.
        </EmptyState>
      ) : (
        <RetryAlert
          title="Could not load the application"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else if (!caseView) {
    body = <Loading />;
  } else {
    const bt = caseView.application.loanType === "BTTopUp";
    body = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:order-last">
          {stale && (
            <Alert variant="info" role="status">
              <AlertDescription className="mt-0">
                {stale.code === "STAGE_CHANGED"
                  ? `Someone else moved this application to ${stageLabel(stale.currentStage ?? caseView.application.stage)}; the page now shows it.`
                  : "Another member of staff changed the recommendation since you opened the application; nothing was done. The page now shows the new one: read it before deciding."}
              </AlertDescription>
            </Alert>
          )}
          <CaseActionsCard caseView={caseView} onDone={() => setStale(null)} onStale={onStale} />
          <CaseFeeCard fee={caseView.fee} />
          <CasePapersCard application={caseView.application} />
          <CaseStageHistoryCard history={caseView.stageHistory} />
          <CaseSipDebitsCard debits={caseView.sipFailedDebits} />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <CaseChecklistCard applicationId={caseView.application.id} />
          <CaseApplicantCard applicant={caseView.applicant} kyc={caseView.kyc} />
          <CaseApplicationCard application={caseView.application} emi={caseView.assessment.emi} />
          <CaseAssessmentCard caseView={caseView} />
          {bt && <CaseBalanceTransferCard caseView={caseView} />}
          <CaseAuditCard audit={caseView.audit} />
        </div>
      </div>
    );
  }

  return (
    <>
      <Header id={id} caseView={caseView} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{body}</div>
    </>
  );
}
