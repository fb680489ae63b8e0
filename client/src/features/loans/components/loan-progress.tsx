import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/utils";

type StepState = "done" | "failed" | "waiting";
type Step = { label: MessageDescriptor; state: StepState };

function stepsFor(status: string): Step[] {
  const s = status.toLowerCase();
  const final: Step =
    s === "approved"
      ? { label: msg`Approved`, state: "done" }
      : s === "rejected"
        ? { label: msg`Rejected`, state: "failed" }
        : { label: msg`Final approval`, state: "waiting" };
  return [
    { label: msg`Application Submitted`, state: "done" },
    { label: msg`Document Verification`, state: s === "pending" ? "waiting" : "done" },
    final,
  ];
}

/** Read after the step's name by screen readers: what the ticks and crosses show. */
const SR_STATE: Record<StepState, MessageDescriptor> = { done: msg`(done)`, failed: msg`(not approved)`, waiting: msg`(waiting)` };

/** The three review steps of a loan application (dashboard loans tab). */
export function LoanProgress({ status }: { status: string }) {
  const { t } = useLingui();
  const steps = stepsFor(status);
  return (
    <ol className="flex items-start" aria-label={t`Application progress`}>
      {steps.map(({ label, state }, i) => (
        <li key={label.id} className="relative flex flex-1 flex-col items-center gap-1.5 text-center">
          {i > 0 && (
            <span
              aria-hidden
              className={cn(
                "absolute right-1/2 top-3 h-0.5 w-full -translate-y-1/2",
                state === "waiting" ? "bg-border" : state === "failed" ? "bg-red-300" : "bg-emerald-500",
              )}
            />
          )}
          <span
            className={cn(
              "relative z-10 flex size-6 items-center justify-center rounded-full border-2 bg-background text-xs font-bold",
              state === "done" && "border-emerald-600 bg-emerald-600 text-white",
              state === "failed" && "border-red-600 bg-red-600 text-white",
              state === "waiting" && "border-border text-muted-foreground",
            )}
          >
            {state === "done" ? (
              <Check className="size-3.5" aria-hidden />
            ) : state === "failed" ? (
              <X className="size-3.5" aria-hidden />
            ) : (
              i + 1
            )}
          </span>
          <span
            className={cn(
              "text-xs font-medium sm:text-sm",
              state === "waiting" && "text-muted-foreground",
              state === "failed" && "text-red-700 dark:text-red-400",
            )}
          >
            {t(label)}
            <span className="sr-only"> {t(SR_STATE[state])}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
