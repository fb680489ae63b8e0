import { describe, expect, it } from "vitest";
import type { LoanStage } from "@shared/catalog/loan-stages";
import { comesNext, needsNow, type ChecklistEntry, type NextStepsLoan } from "./next-steps";

const loan = (stage: LoanStage, extra: Partial<NextStepsLoan> = {}): NextStepsLoan => ({
  stage,
  loanType: "HomeLoan",
  employmentType: "salaried",
  processingFeeDue: false,
  inPrinciple: { result: "eligible" },
  ...extra,
});
const item = (id: string, status: ChecklistEntry["status"] = "missing", reason: string | null = null, required = true): ChecklistEntry => ({
  id,
  required,
  status,
  reason,
});
const ACCEPTED = ["pan", "identity_address", "salary_slips"].map((id) => item(id, "accepted"));

describe("needsNow: what the tracker asks of the customer", () => {
  it("right after submitting: the processing fee while it is due, then how many required documents are not yet sent", () => {
    const checklist = [
      item("pan", "accepted"),
      item("identity_address"),
      item("salary_slips", "submitted"),
      item("form16"),
      item("extra", "missing", null, false),
    ];
    expect(needsNow(loan("submitted", { processingFeeDue: true }), checklist)).toEqual([
      { kind: "fee" },
      { kind: "documents", missing: 2, newCopies: 0 },
    ]);
  });

  it("counts a document sent back for a new copy; one waiting for its check is not asked again", () => {
    expect(needsNow(loan("documents"), [...ACCEPTED, item("form16", "needs_new_copy", "Only one year is here")])).toEqual([
      { kind: "documents", missing: 0, newCopies: 1 },
    ]);
    expect(needsNow(loan("documents"), [...ACCEPTED, item("form16", "submitted")])).toEqual([]);
  });

  it("asks while the decision is open (a new copy may be wanted at credit review), nothing after a sanction", () => {
    expect(needsNow(loan("credit_review"), [item("form16", "needs_new_copy", "Blurred")])).toEqual([
      { kind: "documents", missing: 0, newCopies: 1 },
    ]);
    expect(needsNow(loan("sanctioned"), [item("form16")])).toEqual([]);
  });

  it("a paid fee is not asked for; an ineligible application asks for nothing but a change, ended ones for nothing", () => {
    expect(needsNow(loan("submitted"), ACCEPTED)).toEqual([]);
    expect(needsNow(loan("submitted", { inPrinciple: { result: "ineligible" }, processingFeeDue: false }), [])).toEqual([
      { kind: "ineligible" },
    ]);
    for (const stage of ["rejected", "withdrawn", "disbursed"] as const)
      expect(needsNow(loan(stage, { processingFeeDue: true }), [])).toEqual([]);
  });

  it("a checklist that could not be read: the customer is sent to check it rather than told nothing is needed", () => {
    expect(needsNow(loan("documents"), undefined)).toEqual([{ kind: "documents-unknown" }]);
  });
});

describe("comesNext", () => {
  it("names the next stage's work, nothing after disbursement, and a new application after an ineligible answer", () => {
    expect(comesNext(loan("credit_review"))?.message).toBe("Our legal and technical team checks the property's papers and value.");
    expect(comesNext(loan("disbursed"))).toBeNull();
    expect(comesNext(loan("submitted", { inPrinciple: { result: "ineligible" } }))?.message).toMatch(
      /^As it is, this application cannot be sanctioned/,
    );
  });
});
