import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { IN_PRINCIPLE_RESULTS, LOAN_ACTIONS, LOAN_STAGES } from "../catalog/loan-stages";
import { EMPLOYMENT_TYPES, LOAN_STATUSES } from "../catalog/loan-types";
import { idParam, pagedSearchQuery } from "../schema/admin";
import { KYC_STATUSES } from "../schema/kyc";
import { loanActionSchema, loanWithdrawalSchema } from "../schema/loan-actions";
import { loanApplicationSchema, loanDecisionSchema } from "../schema/loans";
import { loanApplications } from "../schema/loans-table";
import { nullableTimestamp, route, rupees, timestamp, type Json } from "./define";

/** A message in the reader's language: a catalogue id, its English, and its values (docs/i18n.md). */
const message = z.strictObject({
  id: z.string(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The in-principle decision given at submission, as it was given (docs/decisions/underwriting-rules.md). */
const inPrinciple = z.strictObject({
  result: z.enum(IN_PRINCIPLE_RESULTS),
  /** The largest amount the rules allowed; null when a rule could not be checked. */
  sanctionableAmount: rupees.nullable(),
  reasons: z.array(message),
  /** What the rules needed and the application did not carry: propertyValue, existingEmis, remainingTenure. */
  missing: z.array(z.string()),
  foirPercent: z.number().nullable(),
  ltvPercent: z.number().nullable(),
});

/** The terms sanctioned, which may differ from those applied for; null until sanctioned. */
const sanction = z.strictObject({ amount: rupees, interestRate: z.number(), conditions: z.string() }).nullable();

const person = z.strictObject({ id: z.number(), fullName: z.string() });

/**
 * The application's row as it travels: its amounts in rupees instead of the columns' paise, and the
 * existing loan as a plain object.
 */
const loanColumns = createSelectSchema(loanApplications, {
  status: z.enum(LOAN_STATUSES),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
})
  .omit({
    amountPaise: true,
    propertyValuePaise: true,
    monthlyIncomePaise: true,
    existingLoanDetails: true,
    existingEmisPaise: true,
    inPrinciple: true,
    // Shown as `sanction` (customer and staff) and `recommendation` (staff only).
    recommendation: true,
    sanctionedAmountPaise: true,
    sanctionedRate: true,
    sanctionConditions: true,
  })
  .extend({
    stage: z.enum(LOAN_STAGES),
    stageChangedAt: timestamp,
    appliedAt: timestamp,
    updatedAt: timestamp,
    amount: rupees,
    propertyValue: rupees.nullable(),
    monthlyIncome: rupees.nullable(),
    /** The EMIs the applicant already pays each month, as they declared them; null when not asked (older applications). */
    existingEmis: rupees.nullable(),
    existingLoanDetails: z
      .strictObject({
        lenderName: z.string(),
        accountNumber: z.string(),
        outstandingAmount: rupees,
        currentRate: z.number(),
        /** Months left on the existing loan. */
        remainingTenure: z.number().optional(),
      })
      .nullable(),
    /** Null for applications filed before in-principle decisions were given. */
    inPrinciple: inPrinciple.nullable(),
  }).shape;

/** An application as its owner sees it: the row, its label, and its Key Fact Statement figures and fee status. */
export const loanView = z.strictObject({
  ...loanColumns,
  loanTypeLabel: z.string(),
  /** The processing fee due, in rupees. */
  processingFee: rupees,
  /** Whether a captured payment of the processing fee exists. */
  processingFeePaid: z.boolean(),
  /**
   * Whether the fee is still to be paid: not paid, the application still live (not rejected or withdrawn)
   * and not found ineligible in principle.
   */
  processingFeeDue: z.boolean(),
  emi: rupees,
  apr: z.number(),
  /** Each stage reached and when, oldest first (staff notes are not shown to the customer). */
  stageHistory: z.array(z.strictObject({ stage: z.enum(LOAN_STAGES), at: timestamp })),
  sanction,
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

/** A staff recommendation awaiting a second member of staff (maker-checker): to sanction on terms, or to reject. */
const recommendation = z
  .strictObject({
    decision: z.enum(["sanction", "reject"]),
    /** Sent back with a sanction or rejection as recommendationVersion: a decision on a replaced recommendation is refused. */
    version: z.number().int().positive(),
    by: person,
    at: timestamp,
    amount: rupees.optional(),
    interestRate: z.number().optional(),
    conditions: z.string().optional(),
    reason: z.string().optional(),
  })
  .nullable();

/** The underwriting rules' answer, in rupees (shared/finance/underwriting.ts). */
const assessment = z.strictObject({
  result: z.enum(IN_PRINCIPLE_RESULTS),
  sanctionable: rupees.nullable(),
  foirPercent: z.number().nullable(),
  ltvPercent: z.number().nullable(),
  ltvCapPercent: z.number().nullable(),
  maxLoanByIncome: rupees,
  emi: rupees,
  balanceTransfer: z
    .strictObject({
      coversOutstanding: z.boolean(),
      switchingCosts: rupees,
      interestSaved: rupees,
      netSaving: rupees,
      remainingMonths: z.number(),
    })
    .nullable(),
  reasons: z.array(message),
  missing: z.array(z.string()),
});

/** Everything staff need to decide on one application, and what this viewer may do with it now. */
export const loanCaseView = z.strictObject({
  application: z.strictObject({
    ...loanColumns,
    loanTypeLabel: z.string(),
    recommendation,
    sanction,
  }),
  applicant: z.strictObject({
    id: z.number(),
    fullName: z.string(),
    username: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    createdAt: timestamp,
  }),
  /** The applicant's KYC documents, newest first; previewUrl opens the file in the page. */
  kyc: z.array(
    z.strictObject({
      id: z.number(),
      documentType: z.string(),
      status: z.enum(KYC_STATUSES),
      uploadedAt: timestamp,
      previewUrl: z.string(),
    }),
  ),
  /** The applicant's failed SIP debits, newest first (at most ten): how they keep up their investments. */
  sipFailedDebits: z.array(
    z.strictObject({
      sipId: z.number().int(),
      planName: z.string(),
      seq: z.number().int(),
      date: z.string(),
      amount: rupees,
      reason: z.string().nullable(),
    }),
  ),
  /** The rules run now, with the current limits (the in-principle decision is what they said at submission). */
  assessment,
  /** The limits the assessment ran with. */
  limits: z.strictObject({
    maxFoirPercent: z.number(),
    lapLtvPercent: z.number(),
    modtStampDutyPercent: z.number(),
    btLegalCharges: rupees,
  }),
  fee: z.strictObject({ amount: rupees, paid: z.boolean(), due: z.boolean(), paidAt: nullableTimestamp, paymentId: z.string().nullable() }),
  /** Every move, oldest first, with who made it and their note. */
  stageHistory: z.array(
    z.strictObject({
      fromStage: z.enum(LOAN_STAGES).nullable(),
      toStage: z.enum(LOAN_STAGES),
      action: z.string(),
      actor: person.nullable(),
      note: z.string().nullable(),
      at: timestamp,
    }),
  ),
  /** The audit trail of the application, oldest first. */
  audit: z.array(z.strictObject({ actionType: z.string(), description: z.string().nullable(), at: timestamp, actor: person.nullable() })),
  /** What this viewer may do now (maker-checker, four-eyes and the stage decide). */
  allowedActions: z.array(z.enum(LOAN_ACTIONS)),
  /** Whether sanctioning and rejecting each need a recommendation by another member of staff (superadmin settings). */
  makerChecker: z.strictObject({ sanction: z.boolean(), rejection: z.boolean() }),
});
export type LoanCaseView = z.input<typeof loanCaseView>;
export type LoanCaseViewJson = Json<typeof loanCaseView>;

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
  withdraw: route({
    method: "POST",
    path: "/api/loan-applications/:id/withdraw",
    summary: "Withdraw one of the customer's own applications before the money is paid out",
    access: "user",
    params: idParam,
    body: loanWithdrawalSchema,
    response: loanView,
  }),
  caseView: route({
    method: "GET",
    path: "/api/admin/loan-applications/:id",
    summary: "One application with its applicant, KYC, assessment, fee, stage history and audit trail, and the viewer's allowed actions",
    access: "staff",
    params: idParam,
    response: loanCaseView,
  }),
  act: route({
    method: "POST",
    path: "/api/admin/loan-applications/:id/actions",
    summary:
      "Move an application: advance, recommend or decide a sanction or rejection, or reopen (superadmin); refused if its stage has changed",
    access: "staff",
    params: idParam,
    body: loanActionSchema,
    response: loanCaseView,
  }),
  decide: route({
    method: "PATCH",
    path: "/api/admin/loan-applications/:id",
    summary: "Approve (sanction) or reject an application in one step, as maker-checker allows (a rejection needs a reason)",
    access: "staff",
    params: idParam,
    body: loanDecisionSchema,
    response: decidedLoanView,
  }),
};
