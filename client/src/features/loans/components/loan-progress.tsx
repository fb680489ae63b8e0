import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, Check, X } from "lucide-react";
import { formatIstDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { loanStageLabel, STEP_COUNT } from "../lib/loan-status";
import { trackLoan, type TrackedLoan, type TrackerStep } from "../lib/loan-tracker";

/**
 * The dashboard's one line of progress: the stage, "Step 3 of 7" and a thin bar; an application that
 * ended says where (docs/decisions/customer-loan-tracker.md).
 */
export function CompactLoanProgress({ loan }: { loan: TrackedLoan }) {
  const { t, i18n } = useLingui();
  const { end, position, steps } = trackLoan(loan);
  const step = position;
  const count = STEP_COUNT;
  const at = steps[position - 1]?.at;
  const since = at ? formatIstDate(at) : null;
  const stage = i18n._(loanStageLabel(steps[position - 1].stage));
  const share = Math.round((position / STEP_COUNT) * 100);
  let line: string;
  if (end) {
    const endDate = formatIstDate(end.at);
    line = end.stage === "rejected" ? t`Rejected at ${stage} on ${endDate}` : t`Withdrawn at ${stage} on ${endDate}`;
  } else if (loan.stage === "disbursed") {
    line = t`Disbursed on ${since} · all ${count} steps done`;
  } else {
    line = since ? t`${stage} since ${since} · step ${step} of ${count}` : t`${stage} · step ${step} of ${count}`;
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{line}</p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t`Application progress`}
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={step}
        aria-valuetext={line}
      >
        <div
          className={cn(
            "h-full rounded-full",
            end?.stage === "rejected"
              ? "bg-red-600"
              : end
                ? "bg-muted-foreground"
                : loan.stage === "disbursed"
                  ? "bg-emerald-600"
                  : "bg-primary",
          )}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

/** The whole way on the application's page: each stage with the date it was reached, the current one marked. */
export function LoanTimeline({ loan }: { loan: TrackedLoan }) {
  const { t, i18n } = useLingui();
  const { steps, end } = trackLoan(loan);
  return (
    <ol className="grid gap-0" aria-label={t`Application progress`}>
      {steps.map((step, i) => (
        <TimelineItem key={step.stage} step={step} last={!end && i === steps.length - 1} />
      ))}
      {end && (
        <li className="flex gap-3" aria-current="step">
          <Dot state={end.stage} />
          <div className="pb-1">
            <p className={cn("font-semibold", end.stage === "rejected" && "text-red-700 dark:text-red-400")}>
              {i18n._(loanStageLabel(end.stage))}
            </p>
            <p className="text-sm text-muted-foreground">{formatIstDate(end.at)}</p>
          </div>
        </li>
      )}
    </ol>
  );
}

function TimelineItem({ step, last }: { step: TrackerStep; last: boolean }) {
  const { i18n } = useLingui();
  const date = step.at ? formatIstDate(step.at) : null;
  return (
    <li className="flex gap-3" aria-current={step.state === "current" ? "step" : undefined}>
      <div className="flex flex-col items-center">
        <Dot state={step.state} />
        {!last && <span aria-hidden className={cn("my-1 w-0.5 flex-1", step.state === "done" ? "bg-emerald-500" : "bg-border")} />}
      </div>
      <div className="min-h-12 pb-4">
        <p className={cn("font-semibold", step.state === "waiting" && "font-normal text-muted-foreground")}>
          {i18n._(loanStageLabel(step.stage))}
          {step.state === "current" && (
            <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
              <Trans>Now</Trans>
            </span>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {step.state === "waiting" ? (
            <Trans>Not yet</Trans>
          ) : date ? (
            step.state === "current" ? (
              <Trans>Since {date}</Trans>
            ) : (
              <Trans>Reached {date}</Trans>
            )
          ) : (
            <Trans>Done</Trans>
          )}
        </p>
      </div>
    </li>
  );
}

function Dot({ state }: { state: TrackerStep["state"] | "rejected" | "withdrawn" }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-6 shrink-0 items-center justify-center rounded-full border-2 bg-background",
        state === "done" && "border-emerald-600 bg-emerald-600 text-white",
        state === "current" && "border-primary ring-4 ring-primary/15",
        state === "waiting" && "border-border",
        state === "rejected" && "border-red-600 bg-red-600 text-white",
        state === "withdrawn" && "border-muted-foreground bg-muted-foreground text-background",
      )}
    >
      {state === "done" && <Check className="size-3.5" />}
      {state === "current" && <span className="size-2 rounded-full bg-primary" />}
      {state === "rejected" && <X className="size-3.5" />}
      {state === "withdrawn" && <Ban className="size-3.5" />}
    </span>
  );
}
