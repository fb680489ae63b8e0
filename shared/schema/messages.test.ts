import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BOOKING_HORIZON_DAYS } from "../catalog/consultations";
import { GRIEVANCE_LIMITS } from "../catalog/grievances";
import { LOAN_LIMITS, LOAN_TYPES } from "../catalog/loan-types";
import { SIP_PLANS } from "../catalog/sip-plans";
import { groupIndian } from "../format";
import { addDays, istToday } from "./dates";
import { bookingDateField } from "./consultations";
import { grievanceInputSchema } from "./grievances";
import { loanApplicationSchema, PRODUCT_RATE_MESSAGES, productRateMessage } from "./loans";
import { PLAN_MINIMUM_MESSAGES } from "./sip";
import { EMAIL_MAX } from "./text";
import { registerSchema } from "./users";

// Messages are fixed texts (docs/i18n.md), so limits that come from a constant are written into them:
// these tests fail when a constant changes and its message does not.
const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("schema messages that state a constant", () => {
  it("the grievance form's lengths", () => {
    const L = GRIEVANCE_LIMITS;
    const valid = { category: "other", subject: "A subject", description: "x".repeat(L.descriptionMin) };
    expect(messagesOf(grievanceInputSchema, { ...valid, subject: "x".repeat(L.subjectMin - 1) })).toEqual([
      `Subject must be at least ${L.subjectMin} characters`,
    ]);
    expect(messagesOf(grievanceInputSchema, { ...valid, subject: "x".repeat(L.subjectMax + 1) })).toEqual([
      `Subject cannot exceed ${L.subjectMax} characters`,
    ]);
    expect(messagesOf(grievanceInputSchema, { ...valid, description: "x".repeat(L.descriptionMin - 1) })).toEqual([
      `Please describe what went wrong in at least ${L.descriptionMin} characters`,
    ]);
    expect(messagesOf(grievanceInputSchema, { ...valid, description: "x".repeat(L.descriptionMax + 1) })).toEqual([
      `Description cannot exceed ${groupIndian(L.descriptionMax)} characters`,
    ]);
    expect(messagesOf(grievanceInputSchema, { ...valid, relatedId: "x".repeat(L.relatedIdMax + 1) })).toEqual([
      `Reference number cannot exceed ${L.relatedIdMax} characters`,
    ]);
  });

  it("the longest e-mail address", () => {
    const email = `${"a".repeat(EMAIL_MAX)}@example.com`;
    expect(messagesOf(registerSchema.shape.email, email)).toContain(`Email cannot exceed ${EMAIL_MAX} characters`);
  });

  it("how far ahead a consultation can be booked", () => {
    expect(messagesOf(bookingDateField, addDays(istToday(), BOOKING_HORIZON_DAYS + 7))).toContain(
      `Please select a date within the next ${BOOKING_HORIZON_DAYS} days`,
    );
  });

  it("the product rate of each loan type", () => {
    for (const type of LOAN_TYPES)
      expect(PRODUCT_RATE_MESSAGES[type.payload].message.replace("{rate}", "8.75")).toBe(productRateMessage(type.label, 8.75));
  });

  it("the months left on a balance transfer's current loan", () => {
    const withLeft = (remainingTenure: number) => ({
      loanType: "BTTopUp",
      amount: 30_00_000,
      tenure: 240,
      monthlyIncome: 1_00_000,
      purpose: "Move my home loan",
      employmentType: "salaried",
      existingLoanDetails: {
        lenderName: "Some Bank",
        accountNumber: "AC1234",
        outstandingAmount: 25_00_000,
        currentRate: 9,
        remainingTenure,
      },
    });
    expect(messagesOf(loanApplicationSchema, withLeft(LOAN_LIMITS.maxTenure))).toEqual([]);
    expect(messagesOf(loanApplicationSchema, withLeft(LOAN_LIMITS.maxTenure + 1))).toEqual([
      `Months left cannot exceed ${LOAN_LIMITS.maxTenure}`,
    ]);
  });

  it("each SIP plan's minimum", () => {
    for (const plan of SIP_PLANS)
      expect(PLAN_MINIMUM_MESSAGES[plan.id]).toBe(`Minimum ₹${groupIndian(plan.minAmount)} per month for the ${plan.name}`);
  });
});
