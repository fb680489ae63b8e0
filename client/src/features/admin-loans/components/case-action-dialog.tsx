import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { nextStage, type LoanAction } from "@shared/catalog/loan-stages";
import { loanActionSchema, type LoanActionInput } from "@shared/schema/loan-actions";
import { DialogActions } from "@/components/dialog-actions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorCode, errorMessage, fieldIssues } from "@/lib/api";
import { formatCurrency, formatPercent } from "@/lib/format";
import { useActOnLoan } from "../api/act-on-loan";
import type { LoanCase } from "../api/get-loan-case";
import { ACTION_LABELS, stageLabel } from "../lib/case-labels";
import { englishMessage } from "../lib/english-message";

type TextField = "note" | "reason" | "conditions" | "amount" | "interestRate";

/** What each action's form holds before the viewer types: the assessment's figures for a recommendation. */
function startingValues(action: LoanAction, { application, assessment }: LoanCase): FieldValues {
  const base = { action, expectedStage: application.stage };
  switch (action) {
    case "recommend_sanction": {
      const amount = assessment.sanctionable !== null && assessment.sanctionable > 0 ? assessment.sanctionable : application.amount;
      return { ...base, amount: String(amount), interestRate: String(application.interestRate), conditions: "" };
    }
    case "recommend_rejection":
      return { ...base, reason: assessment.result === "ineligible" ? assessment.reasons.map(englishMessage).join(" ") : "" };
    // A decision goes with the recommendation the viewer read (if any): one replaced since is refused.
    case "sanction":
      return { ...base, note: "", recommendationVersion: application.recommendation?.version };
    case "reject":
      return {
        ...base,
        recommendationVersion: application.recommendation?.version,
        reason: application.recommendation?.decision === "reject" ? (application.recommendation.reason ?? "") : "",
      };
    case "reopen":
      return { ...base, reason: "", toStage: "credit_review" };
    default:
      return { ...base, note: "" };
  }
}

/** The title, what the action does in plain words, and its button. */
function wording(action: LoanAction, { application }: LoanCase): { title: string; description: ReactNode; confirm: string } {
  const rec = application.recommendation;
  const next = stageLabel(nextStage(application.stage));
  switch (action) {
    case "advance":
      return {
        title: `Move to ${next}`,
        description: `The application moves from ${stageLabel(application.stage)} to ${next}. The customer is told by e-mail and in the app.`,
        confirm: `Move to ${next}`,
      };
    case "recommend_sanction":
      return {
        title: "Recommend sanction",
        description: "Prefilled with the maximum eligible amount and the applied rate. Another member of staff sanctions on these terms.",
        confirm: "Recommend sanction",
      };
    case "recommend_rejection":
      return {
        title: "Recommend rejection",
        description: "Another member of staff rejects the application with this reason, which the customer will read.",
        confirm: "Recommend rejection",
      };
    case "sanction":
      return {
        title: "Sanction",
        description:
          rec?.decision === "sanction" && rec.amount !== undefined
            ? `On the recommended terms: ${formatCurrency(rec.amount)} at ${formatPercent(rec.interestRate)} a year${rec.conditions ? `, ${rec.conditions}` : ""}.`
            : `On the applied terms: ${formatCurrency(application.amount)} at ${formatPercent(application.interestRate)} a year.`,
        confirm: "Sanction",
      };
    case "reject":
      return {
        title: "Reject",
        description: "The application closes. The customer reads the reason on their dashboard and in the e-mail.",
        confirm: "Reject",
      };
    case "reopen":
      return {
        title: "Reopen at credit review",
        description:
          "A final decision is undone by a new, audited step: the application goes back to credit review and its recommendation is cleared.",
        confirm: "Reopen",
      };
  }
}

const FIELDS: Record<LoanAction, readonly { name: TextField; label: string; multiline?: boolean; numeric?: boolean }[]> = {
  advance: [{ name: "note", label: "Note (optional, for staff)", multiline: true }],
  recommend_sanction: [
    { name: "amount", label: "Amount to sanction (₹)", numeric: true },
    { name: "interestRate", label: "Interest rate (% a year)", numeric: true },
    { name: "conditions", label: "Conditions", multiline: true },
  ],
  recommend_rejection: [{ name: "reason", label: "Reason", multiline: true }],
  sanction: [{ name: "note", label: "Note (optional, for staff)", multiline: true }],
  reject: [{ name: "reason", label: "Reason", multiline: true }],
  reopen: [{ name: "reason", label: "Reason", multiline: true }],
};

/** The figures a sanctioned amount is weighed against, in Indian format beside the bare number typed. */
function amountHint({ application, assessment }: LoanCase): string {
  const max = assessment.sanctionable === null ? "none at these terms" : formatCurrency(assessment.sanctionable);
  return `Applied for ${formatCurrency(application.amount)}; maximum eligible now ${max}.`;
}

type FormProps = {
  action: LoanAction;
  caseView: LoanCase;
  onClose: () => void;
  onDone: () => void;
  onStale: (stale: Stale) => void;
};

/** Why an action was refused as out of date: the stage moved (to where, when known), or the recommendation changed. */
export type Stale = { code: "STAGE_CHANGED" | "RECOMMENDATION_CHANGED"; currentStage: string | undefined };

/** The current stage a 409 STAGE_CHANGED names, when it names one. */
function currentStageOf(error: unknown): string | undefined {
  try {
    const body = JSON.parse((error as { body?: string }).body ?? "{}") as { currentStage?: unknown };
    return typeof body.currentStage === "string" ? body.currentStage : undefined;
  } catch {
    return undefined;
  }
}

function ActionForm({ action, caseView, onClose, onDone, onStale }: FormProps) {
  const act = useActOnLoan();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FieldValues, unknown, LoanActionInput>({
    resolver: zodResolver<FieldValues, unknown, LoanActionInput>(loanActionSchema),
    defaultValues: startingValues(action, caseView),
  });
  const { errors } = form.formState;
  const { confirm } = wording(action, caseView);
  const destructive = action === "reject" || action === "recommend_rejection";

  const onSubmit = form.handleSubmit((body) => {
    setRefusal(null);
    // An empty optional note is left out rather than stored as "".
    const sent = "note" in body && !body.note ? { ...body, note: undefined } : body;
    act.mutate(
      { id: caseView.application.id, body: sent },
      {
        onSuccess: () => {
          toast({ title: `${ACTION_LABELS[action]}: done`, description: `Application #${caseView.application.id} is updated.` });
          onDone();
          onClose();
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === "STAGE_CHANGED" || code === "RECOMMENDATION_CHANGED") {
            onStale({ code, currentStage: currentStageOf(error) });
            onClose();
            return;
          }
          const issues = fieldIssues(error).filter((i) => FIELDS[action].some((f) => f.name === i.path));
          for (const issue of issues) form.setError(issue.path, { type: "server", message: issue.message });
          if (issues.length === 0) setRefusal(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {FIELDS[action].map(({ name, label, multiline, numeric }) => {
        const id = `case-${action}-${name}`;
        const message = errors[name]?.message;
        const error = typeof message === "string" ? message : undefined;
        const hint = name === "amount" ? amountHint(caseView) : undefined;
        return (
          <Field key={name} id={id} label={label} error={error} hint={hint}>
            {multiline ? (
              <Textarea rows={3} maxLength={1000} {...fieldAria(id, error)} {...form.register(name)} />
            ) : (
              <Input
                type="text"
                inputMode={numeric ? "decimal" : undefined}
                {...fieldAria(id, error, Boolean(hint))}
                {...form.register(name)}
              />
            )}
          </Field>
        );
      })}
      {refusal && (
        <Alert variant="destructive">
          <div>
            <AlertTitle>Not done</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </div>
        </Alert>
      )}
      <DialogActions
        onCancel={onClose}
        pending={act.isPending}
        confirmLabel={confirm}
        pendingLabel="Saving..."
        variant={destructive ? "destructive" : "default"}
      />
    </form>
  );
}

/** One action on the case, confirmed in a dialog; every one is sent with the stage the viewer saw. */
export function CaseActionDialog({ action, ...props }: Omit<FormProps, "action"> & { action: LoanAction | null }) {
  const words = action ? wording(action, props.caseView) : null;
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        {action && words && (
          <>
            <DialogHeader>
              <DialogTitle>{words.title}</DialogTitle>
              <DialogDescription>{words.description}</DialogDescription>
            </DialogHeader>
            <ActionForm key={action} action={action} {...props} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
