import { LOAN_STAGE_PATH, type LoanStage } from "@shared/catalog/loan-stages";

/** What the tracker needs of an application: where it is and each stage it reached, oldest first. */
export type TrackedLoan = {
  stage: LoanStage;
  stageChangedAt: string;
  appliedAt: string;
  stageHistory: readonly { stage: LoanStage; at: string }[];
};

export type StepState = "done" | "current" | "waiting";
export type TrackerStep = {
  stage: LoanStage;
  state: StepState;
  /** When it was last reached; null if never (or skipped). */ at: string | null;
};

/**
 * The application's way along the stages (docs/decisions/customer-loan-tracker.md): each step of the path
 * with the date it was reached, the current one marked. An application that ended (rejected or withdrawn)
 * shows the steps up to the one it ended at, then its end; the steps it never got to are left out.
 */
export type Tracker = {
  steps: TrackerStep[];
  /** Rejected or withdrawn, and when; null while on the path. */
  end: { stage: "rejected" | "withdrawn"; at: string } | null;
  /** The step it is at (or ended at), counted from 1 along the path. */
  position: number;
};

const PATH = LOAN_STAGE_PATH as readonly LoanStage[];

export function trackLoan(loan: TrackedLoan): Tracker {
  // After a reopen a stage is reached twice: the later date is the one that counts.
  const reachedAt = new Map<LoanStage, string>();
  for (const { stage, at } of loan.stageHistory) reachedAt.set(stage, at);
  if (!reachedAt.has("submitted")) reachedAt.set("submitted", loan.appliedAt);
  if (!reachedAt.has(loan.stage)) reachedAt.set(loan.stage, loan.stageChangedAt);

  if (loan.stage === "rejected" || loan.stage === "withdrawn") {
    // It ended at the last stage of the path it was in before the end.
    const before = loan.stageHistory.filter((h) => PATH.includes(h.stage)).at(-1)?.stage ?? "submitted";
    const endedAt = PATH.indexOf(before);
    const steps = PATH.slice(0, endedAt + 1).map((stage) => ({ stage, state: "done" as const, at: reachedAt.get(stage) ?? null }));
    return { steps, end: { stage: loan.stage, at: reachedAt.get(loan.stage)! }, position: endedAt + 1 };
  }

  const current = PATH.indexOf(loan.stage);
  const steps = PATH.map((stage, i): TrackerStep => {
    if (i < current) return { stage, state: "done", at: reachedAt.get(stage) ?? null };
    if (i === current) return { stage, state: "current", at: reachedAt.get(stage) ?? null };
    // A stage ahead was perhaps reached before a reopen: it has to be reached again.
    return { stage, state: "waiting", at: null };
  });
  // Disbursed is the end of the way: every step is done.
  if (loan.stage === "disbursed") steps[current] = { ...steps[current], state: "done" };
  return { steps, end: null, position: current + 1 };
}
