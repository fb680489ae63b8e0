import { describe, expect, it } from "vitest";
import { documentChecklist } from "./document-checklist";

const ids = (...args: Parameters<typeof documentChecklist>) => documentChecklist(...args).map((i) => i.id);

describe("the document checklist", () => {
  it("asks a salaried home-loan applicant buying from a builder for ID, salary proof and the builder's papers, in that order", () => {
    expect(ids("HomeLoan", "salaried", "builder")).toEqual([
      "pan",
      "identity_address",
      "salary_slips",
      "form16",
      "salary_bank_statement",
      "allotment_letter",
      "own_contribution",
    ]);
  });

  it("asks a resale buyer for the sale agreement, the title chain and the tax receipt; a plot owner building for the plan and estimate", () => {
    expect(ids("HomeLoan", "salaried", "resale").slice(5)).toEqual(["sale_agreement", "title_chain", "property_tax"]);
    expect(ids("HomeLoan", "salaried", "construction").slice(5)).toEqual(["title_chain", "approved_plan", "construction_estimate"]);
    // Not yet told which: the property's papers in general, and no purchase-specific item.
    expect(ids("HomeLoan", "salaried", null).slice(5)).toEqual(["property_papers"]);
  });

  it("asks the self-employed for tax returns and accounts; a professional also for the qualification, a business for its proof", () => {
    const professional = ids("LAP", "self-employed-professional", null);
    const business = ids("LAP", "self-employed-business", null);
    for (const list of [professional, business])
      expect(list).toEqual(expect.arrayContaining(["itr", "financials", "business_bank_statement"]));
    expect(professional).toContain("qualification");
    expect(professional).not.toContain("business_proof");
    expect(business).toContain("business_proof");
    expect(business).not.toContain("salary_slips");
    // A loan against property: the title chain, the approved plan and the tax receipt; the purchase kind does not apply.
    expect(professional.filter((id) => ["title_chain", "approved_plan", "property_tax"].includes(id))).toHaveLength(3);
    expect(ids("LAP", "salaried", "builder")).not.toContain("allotment_letter");
  });

  it("asks an NRI for the passport and visa, overseas pay and an NRE or NRO statement", () => {
    expect(ids("HomeLoan", "nri", "resale").slice(0, 5)).toEqual([
      "pan",
      "identity_address",
      "passport_visa",
      "overseas_salary",
      "nre_nro_statement",
    ]);
  });

  it("asks for a balance transfer's foreclosure letter, the documents the current lender holds and 12 months' repayments", () => {
    expect(ids("BTTopUp", "salaried", null).slice(5)).toEqual([
      "bt_property_title",
      "foreclosure_letter",
      "documents_held",
      "repayment_statement",
    ]);
  });

  it("says why each is needed, and every item is required", () => {
    for (const item of documentChecklist("BTTopUp", "self-employed-business", null)) {
      expect(item.why.length, item.id).toBeGreaterThan(20);
      expect(item.required).toBe(true);
    }
  });
});
