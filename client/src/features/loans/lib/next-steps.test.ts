import { describe, expect, it } from "vitest";
import type { LoanStage } from "@shared/catalog/loan-stages";
import { comesNext, needsNow, type Need, type NextStepsLoan, type OwnDocument } from "./next-steps";

const loan = (stage: LoanStage, extra: Partial<NextStepsLoan> = {}): NextStepsLoan => ({
  stage,
  loanType: "HomeLoan",
  employmentType: "salaried",
  processingFeeDue: false,
  inPrinciple: { result: "eligible" },
  ...extra,
});
const doc = (documentType: string, verificationStatus = "pending", rejectionReason: string | null = null): OwnDocument => ({
  documentType,
  verificationStatus,
  rejectionReason,
});
const ALL = ["PAN Card", "Aadhaar Card", "Salary Slip", "Bank Statement", "Property Documents"].map((d) => doc(d));

/** Each need as the words it asks with (English), to read the tests by. */
const words = (needs: Need[]) => needs.map((n) => (n.kind === "document" ? `${n.ask.message}${n.rejected ? " (again)" : ""}` : n.kind));

describe("needsNow: what the tracker asks of the customer", () => {
  it("right after submitting: the processing fee while it is due, then every document not yet sent", () => {
    expect(words(needsNow(loan("submitted", { processingFeeDue: true }), [doc("PAN Card", "verified")]))).toEqual([
      "fee",
      "Upload your Aadhaar card",
      "Upload your salary slips for the last 3 months",
      "Upload your bank statement for the last 6 months",
      "Upload the property's documents (title deed, sale agreement or allotment letter)",
    ]);
  });

  it("at the documents stage: a document sent and not accepted is asked for again with the reason; one waiting for review is not", () => {
    const docs = [...ALL.filter((d) => d.documentType !== "PAN Card"), doc("PAN Card", "rejected", "The scan is blurred")];
    const needs = needsNow(loan("documents"), docs);
    expect(words(needs)).toEqual(["Upload your PAN card (again)"]);
    expect(needs[0]).toMatchObject({ rejected: { reason: "The scan is blurred" } });
    // A new one sent after the rejection satisfies it.
    expect(needsNow(loan("documents"), [...docs, doc("PAN Card")])).toEqual([]);
  });

  it("income proof by how the applicant earns: ITR when self-employed, either when not said", () => {
    const others = ALL.filter((d) => d.documentType !== "Salary Slip");
    expect(words(needsNow(loan("documents", { employmentType: "self-employed" }), others))).toEqual([
      "Upload your income tax returns (ITR) for the last 2 years",
    ]);
    expect(needsNow(loan("documents", { employmentType: null }), [...others, doc("ITR")])).toEqual([]);
  });

  it("nothing at credit review; only the property's papers at the legal and technical check", () => {
    expect(needsNow(loan("credit_review"), [])).toEqual([]);
    expect(words(needsNow(loan("legal_technical"), [doc("PAN Card")]))).toEqual([
      "Upload the property's documents (title deed, sale agreement or allotment letter)",
    ]);
  });

  it("a paid fee is not asked for; an ineligible application asks for nothing but a change, ended ones for nothing", () => {
    expect(needsNow(loan("submitted"), ALL)).toEqual([]);
    expect(needsNow(loan("submitted", { inPrinciple: { result: "ineligible" }, processingFeeDue: false }), [])).toEqual([
      { kind: "ineligible" },
    ]);
    for (const stage of ["rejected", "withdrawn", "disbursed"] as const)
      expect(needsNow(loan(stage, { processingFeeDue: true }), [])).toEqual([]);
  });

  it("documents that could not be read: the customer is sent to check them rather than told nothing is needed", () => {
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
