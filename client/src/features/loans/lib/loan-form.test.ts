import { describe, expect, it } from "vitest";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { formTerms, offeredTerms, prefillFromQuery, toPayload, withAskedFields, type LoanFormValues } from "./loan-form";

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
    modtStampDutyPercent: 0.2,
    btLegalCharges: 10_000,
    feeGstPercent: 18,
    coolingOffDays: 3,
    processingFeeRefundable: true,
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

describe("formTerms: the one set of figures the Key Fact Statement and the EMI calculator show", () => {
  it("the form's amount, tenure and rate as numbers, while the product offers them", () => {
    expect(formTerms({ amount: "1500000", tenure: "100", interestRate: "9.5" })).toEqual({ amount: 1_500_000, months: 100, rate: 9.5 });
    expect(formTerms({ amount: "", tenure: "240", interestRate: "8.5" })).toBeNull();
    expect(formTerms({ amount: "2500000", tenure: "2", interestRate: "8.5" })).toBeNull();
  });
});

describe("the fields the form asks for besides the API's (the underwriting rules need them)", () => {
  const base = prefillFromQuery("", undefined);
  const filled = (v: Partial<LoanFormValues>): LoanFormValues => ({
    ...base,
    monthlyIncome: "120000",
    employmentType: "salaried",
    purpose: "A flat in Pune",
    ...v,
  });
  const messages = (v: LoanFormValues) => {
    const errors = withAskedFields(v, {});
    return {
      propertyValue: errors.propertyValue?.message,
      existingEmis: errors.existingEmis?.message,
      remainingTenure: errors.existingLoanDetails?.remainingTenure?.message,
    };
  };

  it("asks a home loan and a loan against property for the property's value, and every loan for existing EMIs (0 counts)", () => {
    expect(messages(filled({}))).toEqual({
      propertyValue: "Please enter the property's market value",
      existingEmis: "Please enter your existing EMIs (0 if none)",
      remainingTenure: undefined,
    });
    expect(messages(filled({ loanType: "LAP", propertyValue: "9000000", existingEmis: "0" }))).toEqual({
      propertyValue: undefined,
      existingEmis: undefined,
      remainingTenure: undefined,
    });
  });

  it("asks a balance transfer for the months left on the current loan, not for a property", () => {
    const bt = filled({ loanType: "BTTopUp", existingEmis: "5000" });
    expect(messages(bt)).toEqual({
      propertyValue: undefined,
      existingEmis: undefined,
      remainingTenure: "Please enter the months left on your current loan",
    });
    const sent = toPayload({ ...bt, existingLoanDetails: { ...bt.existingLoanDetails, remainingTenure: "96" } });
    expect(sent).toMatchObject({ existingEmis: "5000", propertyValue: undefined, existingLoanDetails: { remainingTenure: "96" } });
  });

  it("keeps the shared schema's own errors, and adds none while its checks could not load", () => {
    const schemaError = { type: "too_small", message: "Existing EMIs cannot be negative" };
    expect(withAskedFields(filled({ existingEmis: "-1" }), { existingEmis: schemaError }).existingEmis).toBe(schemaError);
    const root = { type: "unavailable", message: "offline" };
    expect(withAskedFields(filled({}), { root })).toEqual({ root });
  });
});
