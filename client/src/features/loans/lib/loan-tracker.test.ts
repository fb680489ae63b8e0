import { describe, expect, it } from "vitest";
import type { LoanStage } from "@shared/catalog/loan-stages";
import { trackLoan, type TrackedLoan } from "./loan-tracker";

const day = (d: number) => `2026-01-${String(d).padStart(2, "0")}T05:30:00.000Z`;

function loan(stage: LoanStage, history: [LoanStage, number][]): TrackedLoan {
  return {
    stage,
    appliedAt: day(1),
    stageChangedAt: day(history.at(-1)?.[1] ?? 1),
    stageHistory: history.map(([s, d]) => ({ stage: s, at: day(d) })),
  };
}

const summary = (t: ReturnType<typeof trackLoan>) => t.steps.map((s) => `${s.stage}:${s.state}:${s.at ? s.at.slice(8, 10) : "-"}`);

describe("trackLoan: the customer's way along the stages", () => {
  it("marks the stages passed with the day each was reached, the current one, and the ones still to come", () => {
    const t = trackLoan(
      loan("credit_review", [
        ["submitted", 1],
        ["documents", 3],
        ["credit_review", 6],
      ]),
    );
    expect(summary(t)).toEqual([
      "submitted:done:01",
      "documents:done:03",
      "credit_review:current:06",
      "legal_technical:waiting:-",
      "sanctioned:waiting:-",
      "agreement:waiting:-",
      "disbursed:waiting:-",
    ]);
    expect(t.position).toBe(3);
    expect(t.end).toBeNull();
  });

  it("a rejection ends the way where it happened: the steps after it are not shown", () => {
    const t = trackLoan(
      loan("rejected", [
        ["submitted", 1],
        ["documents", 2],
        ["credit_review", 4],
        ["rejected", 9],
      ]),
    );
    expect(summary(t)).toEqual(["submitted:done:01", "documents:done:02", "credit_review:done:04"]);
    expect(t.end).toEqual({ stage: "rejected", at: day(9) });
    expect(t.position).toBe(3);
  });

  it("a withdrawal straight after submitting ends at the first step", () => {
    const t = trackLoan(
      loan("withdrawn", [
        ["submitted", 1],
        ["withdrawn", 2],
      ]),
    );
    expect(summary(t)).toEqual(["submitted:done:01"]);
    expect(t.end).toEqual({ stage: "withdrawn", at: day(2) });
  });

  it("after a reopen the stage counts from its latest date, and the stages ahead are to be reached again", () => {
    const t = trackLoan(
      loan("credit_review", [
        ["submitted", 1],
        ["documents", 2],
        ["credit_review", 3],
        ["legal_technical", 4],
        ["rejected", 5],
        ["credit_review", 8],
      ]),
    );
    expect(summary(t).slice(2, 4)).toEqual(["credit_review:current:08", "legal_technical:waiting:-"]);
  });

  it("a step skipped by a one-step decision shows as done without a date", () => {
    const t = trackLoan(
      loan("sanctioned", [
        ["submitted", 1],
        ["sanctioned", 5],
      ]),
    );
    expect(summary(t).slice(0, 5)).toEqual([
      "submitted:done:01",
      "documents:done:-",
      "credit_review:done:-",
      "legal_technical:done:-",
      "sanctioned:current:05",
    ]);
  });

  it("a disbursed loan has every step done; an application without history counts from its dates", () => {
    const all: [LoanStage, number][] = [
      ["submitted", 1],
      ["documents", 2],
      ["credit_review", 3],
      ["legal_technical", 4],
      ["sanctioned", 5],
      ["agreement", 6],
      ["disbursed", 7],
    ];
    const done = trackLoan(loan("disbursed", all));
    expect(done.steps.every((s) => s.state === "done")).toBe(true);
    expect(done.position).toBe(7);
    const bare = trackLoan({ stage: "submitted", appliedAt: day(1), stageChangedAt: day(1), stageHistory: [] });
    expect(summary(bare)[0]).toBe("submitted:current:01");
  });
});
