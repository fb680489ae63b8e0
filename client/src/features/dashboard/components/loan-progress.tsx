import { Check, Circle, X } from "lucide-react";
import { cn } from "@/lib/utils";

type Step = { label: string; state: "done" | "failed" | "waiting" };

function stepsFor(status: string): Step[] {
  const s = status.toLowerCase();
  const final: Step =
    s === "approved"
      ? { label: "Approved", state: "done" }
      : s === "rejected"
        ? { label: "Rejected", state: "failed" }
        : { label: "Final approval", state: "waiting" };
  return [
    { label: "Application submitted", state: "done" },
    { label: "Document verification", state: s === "pending" ? "waiting" : "done" },
    final,
  ];
}

const ICONS = { done: Check, failed: X, waiting: Circle };

/** The three review steps of a loan application (spec: customer dashboard, loans tab). */
export function LoanProgress({ status }: { status: string }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-3" aria-label="Application progress">
      {stepsFor(status).map(({ label, state }) => {
        const Icon = ICONS[state];
        return (
          <li key={label} className="flex items-center gap-2 text-sm">
            <span
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full border",
                state === "done" && "border-emerald-600 bg-emerald-600 text-white",
                state === "failed" && "border-red-600 bg-red-600 text-white",
                state === "waiting" && "text-muted-foreground",
              )}
            >
              <Icon className="size-3.5" aria-hidden />
            </span>
            <span className={cn(state === "waiting" && "text-muted-foreground")}>
              {label}
              <span className="sr-only">{state === "done" ? " (done)" : state === "failed" ? " (not passed)" : " (waiting)"}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
