import { describe, expect, it } from "vitest";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { offeredTerms, prefillFromQuery } from "./loan-form";

describe("offeredTerms: when the application form shows a Key Fact Statement", () => {
  it("for amounts, tenures and rates the product lends at, bounds included", () => {
    expect(offeredTerms(2_500_000, 8.5, 240)).toBe(true);
    expect(offeredTerms(LOAN_LIMITS.minAmount, LOAN_LIMITS.minRate, LOAN_LIMITS.minTenure)).toBe(true);
    expect(offeredTerms(LOAN_LIMITS.maxAmount, LOAN_LIMITS.maxRate, LOAN_LIMITS.maxTenure)).toBe(true);
  });

  it("not while a figure is outside them or not a number yet", () => {
    expect(offeredTerms(1, 8.5, 240)).toBe(false); // EMI ₹0, interest −₹1
    expect(offeredTerms(LOAN_LIMITS.maxAmount + 1, 8.5, 240)).toBe(false);
    expect(offeredTerms(2_500_000, 8.5, 240.5)).toBe(false);
    expect(offeredTerms(2_500_000, 8.5, LOAN_LIMITS.maxTenure + 1)).toBe(false);
    expect(offeredTerms(2_500_000, LOAN_LIMITS.minRate - 0.1, 240)).toBe(false);
    expect(offeredTerms(Number.NaN, 8.5, 240)).toBe(false);
  });
});

describe("prefillFromQuery: the application form's starting values", () => {
  const settings = {
    homeLoanRate: 8.8,
    lapRate: 9.9,
    btTopupRate: 8.2,
    allowNewRegistrations: true,
    maintenanceMode: false,
    passwordPolicy: "strong" as const,
  };

  it("takes type, amount and tenure from the address, and the rate from the lender whatever the address names", () => {
    expect(prefillFromQuery("?type=lap&amount=1500000&tenure=120&interestRate=5", settings)).toMatchObject({
      loanType: "LAP",
      amount: "1500000",
      tenure: "120",
      interestRate: "9.9",
    });
    expect(prefillFromQuery("?interestRate=7.25", undefined).interestRate).toBe("8.5");
  });
});
