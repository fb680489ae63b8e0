import { ArrowRight, Ban, Check, RotateCcw, ThumbsDown, ThumbsUp, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { LOAN_ACTIONS, nextStage, type LoanAction } from "@shared/catalog/loan-stages";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatIstDateTime, formatPercent } from "@/lib/format";
import { useUser } from "@/lib/auth/get-user";
import type { LoanCase } from "../api/get-loan-case";
import { ACTION_LABELS, stageLabel } from "../lib/case-labels";
import { CaseActionDialog, type Stale } from "./case-action-dialog";

const ICONS: Record<LoanAction, LucideIcon> = {
  advance: ArrowRight,
  recommend_sanction: ThumbsUp,
  recommend_rejection: ThumbsDown,
  sanction: Check,
  reject: Ban,
  reopen: RotateCcw,
};

const DESTRUCTIVE: readonly LoanAction[] = ["reject", "recommend_rejection"];

/** The recommendation waiting for a checker, said plainly: who, when, on what terms, and who may decide it. */
function RecommendationNote({ caseView, viewerId }: { caseView: LoanCase; viewerId: number | undefined }) {
  const rec = caseView.application.recommendation;
  if (!rec) return null;
  const mine = rec.by.id === viewerId;
  const sanction = rec.decision === "sanction";
  const checked = sanction ? caseView.makerChecker.sanction : caseView.makerChecker.rejection;
  const by = mine ? "you" : rec.by.fullName;
  return (
    <div className="grid gap-1 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
      <p className="font-semibold">
        {sanction ? "Recommended for sanction" : "Recommended for rejection"} by <span translate="no">{by}</span> on{" "}
        {formatIstDateTime(rec.at)}
      </p>
      {sanction ? (
        <p>
          {formatCurrency(rec.amount ?? caseView.application.amount)} at{" "}
          {formatPercent(rec.interestRate ?? caseView.application.interestRate)} a year
          {rec.conditions ? `. Conditions: ${rec.conditions}` : ""}
        </p>
      ) : (
        rec.reason && <p className="break-words">Reason: {rec.reason}</p>
      )}
      {checked && (
        <p>
          {mine ? "You made this recommendation" : `${rec.by.fullName} cannot ${sanction ? "sanction" : "reject"} it`}; another member of
          staff must {sanction ? "sanction" : "reject"} it.
        </p>
      )}
    </div>
  );
}

/** Why the viewer has nothing to do, when that is so. */
function nothingToDo(caseView: LoanCase, viewerId: number | undefined): string {
  const { stage } = caseView.application;
  if (caseView.applicant.id === viewerId) return "This is your own application: another member of staff must handle it.";
  if (stage === "disbursed") return "The loan is disbursed: nothing more is done here.";
  if (stage === "withdrawn") return "The customer withdrew this application.";
  if (stage === "rejected" || stage === "sanctioned")
    return `This application is ${stageLabel(stage).toLowerCase()}. Only a superadmin can reopen it, with a reason.`;
  return "Nothing for you to do at this stage.";
}

/**
 * What the viewer may do now (the API says which actions), each a button opening its dialog; the
 * recommendation awaiting a checker; and, after a refusal because someone else moved the application
 * first, which stage it is at now.
 */
export function CaseActionsCard({
  caseView,
  onDone,
  onStale,
}: {
  caseView: LoanCase;
  onDone: () => void;
  onStale: (stale: Stale) => void;
}) {
  const { user } = useUser();
  const [open, setOpen] = useState<LoanAction | null>(null);
  const { application, allowedActions, makerChecker } = caseView;
  const actions = LOAN_ACTIONS.filter((a) => allowedActions.includes(a));
  const next = nextStage(application.stage);
  const rules = [makerChecker.sanction ? "sanction" : null, makerChecker.rejection ? "rejection" : null].filter(Boolean);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
        <CardDescription>
          {rules.length > 0
            ? `Maker-checker is on for ${rules.join(" and ")}: one member of staff recommends, a different one decides.`
            : "Maker-checker is off: one member of staff may sanction or reject directly."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RecommendationNote caseView={caseView} viewerId={user?.id} />
        {actions.length === 0 ? (
          <Alert variant="info" role="status">
            <AlertDescription className="mt-0">{nothingToDo(caseView, user?.id)}</AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {actions.map((action) => {
              const Icon = ICONS[action];
              return (
                <Button
                  key={action}
                  variant={
                    DESTRUCTIVE.includes(action) ? "destructive" : action === "advance" || action === "reopen" ? "outline" : "default"
                  }
                  onClick={() => setOpen(action)}
                >
                  <Icon aria-hidden />
                  {action === "advance" && next ? `Move to ${stageLabel(next)}` : ACTION_LABELS[action]}
                </Button>
              );
            })}
          </div>
        )}
      </CardContent>
      <CaseActionDialog action={open} caseView={caseView} onClose={() => setOpen(null)} onDone={onDone} onStale={onStale} />
    </Card>
  );
}
