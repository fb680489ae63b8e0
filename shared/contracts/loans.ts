import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { EMPLOYMENT_TYPES, LOAN_STATUSES } from "../catalog/loan-types";
import { idParam, pagedSearchQuery } from "../schema/admin";
import { loanApplicationSchema, loanDecisionSchema } from "../schema/loans";
import { loanApplications } from "../schema/loans-table";
import { route, rupees, timestamp, type Json } from "./define";

/**
 * The application's row as it travels: its amounts in rupees instead of the columns' paise, and the
 * existing loan as a plain object.
 */
const loanColumns = createSelectSchema(loanApplications, {
  status: z.enum(LOAN_STATUSES),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  appliedAt: timestamp,
  updatedAt: timestamp,
})
  .omit({
    amountPaise: true,
    propertyValuePaise: true,
    monthlyIncomePaise: true,
    existingLoanDetails: true,
    // Not yet part of the views: the lending-core work adds them in rupees and as plain objects.
    stage: true,
    stageChangedAt: true,
    existingEmisPaise: true,
    inPrinciple: true,
    recommendation: true,
    sanctionedAmountPaise: true,
    sanctionedRate: true,
    sanctionConditions: true,
    reopened: true,
  })
  .extend({
    amount: rupees,
    propertyValue: rupees.nullable(),
    monthlyIncome: rupees.nullable(),
    existingLoanDetails: z
      .strictObject({ lenderName: z.string(), accountNumber: z.string(), outstandingAmount: rupees, currentRate: z.number() })
      .nullable(),
  }).shape;

/** An application as its owner sees it: the row, its label, and its Key Fact Statement figures and fee status. */
export const loanView = z.strictObject({
  ...loanColumns,
  loanTypeLabel: z.string(),
  /** The processing fee due, in rupees. */
  processingFee: rupees,
  /** Whether a captured payment of the processing fee exists. */
  processingFeePaid: z.boolean(),
  emi: rupees,
  apr: z.number(),
});
export type LoanView = z.input<typeof loanView>;
export type LoanViewJson = Json<typeof loanView>;

/** A row of the staff's list: the application and whose it is. */
export const adminLoanView = z.strictObject({
  ...loanColumns,
  loanTypeLabel: z.string(),
  applicant: z.strictObject({ fullName: z.string(), username: z.string(), email: z.string() }),
});
export type AdminLoanView = z.input<typeof adminLoanView>;
export type AdminLoanViewJson = Json<typeof adminLoanView>;

/** The application after a staff decision. */
export const decidedLoanView = z.strictObject({ ...loanColumns, loanTypeLabel: z.string() });
export type DecidedLoanView = z.input<typeof decidedLoanView>;
export type DecidedLoanViewJson = Json<typeof decidedLoanView>;

/** Customers apply for loans and read their own applications; staff list and decide them. */
export const loansContract = {
  create: route({
    method: "POST",
    path: "/api/loan-applications",
    summary: "Apply for a loan (filed for the session user, at the product's current rate)",
    access: "user",
    body: loanApplicationSchema,
    status: 201,
    response: loanView,
  }),
  list: route({
    method: "GET",
    path: "/api/loan-applications",
    summary: "The customer's own loan applications, newest first",
    access: "user",
    response: z.array(loanView),
  }),
  get: route({
    method: "GET",
    path: "/api/loan-applications/:id",
    summary: "One of the customer's own loan applications",
    access: "user",
    params: idParam,
    response: loanView,
  }),
  adminList: route({
    method: "GET",
    path: "/api/admin/loan-applications",
    summary: "Every customer's loan applications, searched and paged, newest first",
    access: "staff",
    query: pagedSearchQuery,
    paged: true,
    response: z.array(adminLoanView),
  }),
  decide: route({
    method: "PATCH",
    path: "/api/admin/loan-applications/:id",
    summary: "Approve or reject an application (a rejection needs a reason)",
    access: "staff",
    params: idParam,
    body: loanDecisionSchema,
    response: decidedLoanView,
  }),
};
