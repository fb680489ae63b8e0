import { z } from "zod";
import { LOAN_LIMITS } from "../catalog/loan-types";
import { LOAN_STAGES } from "../catalog/loan-stages";
import { idNumber, inWholePaise, numberField, WHOLE_PAISE_MESSAGE } from "./numbers";
import { plainText } from "./text";
import { APPLICANT_PROFILES, PURCHASE_KINDS } from "../catalog/applicant-profiles";

// What staff and the customer send to move an application between stages
// (docs/decisions/loan-stages-and-maker-checker.md). Staff pages are English only; the customer's withdrawal
// is translated.

/** The stage the viewer saw: an action on an application that has moved since is refused (409 STAGE_CHANGED). */
const expectedStage = z.enum(LOAN_STAGES, { error: "Say which stage the application was at (expectedStage)" });

/**
 * The recommendation the viewer read (its version), sent with a sanction or rejection when the case showed
 * one: a decision on a recommendation replaced since is refused (409 RECOMMENDATION_CHANGED).
 */
const recommendationVersion = z
  .number({ error: "recommendationVersion must be a whole number" })
  .int("recommendationVersion must be a whole number")
  .positive("recommendationVersion must be a whole number")
  .optional();

/** A rate as the sanction letter states it: to two decimals at most. */
const inHundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const note = plainText().trim().max(1000, "A note cannot exceed 1000 characters").optional();
const reason = (what: string) =>
  plainText({ error: `Please give a reason for the ${what}` })
    .trim()
    .min(1, `Please give a reason for the ${what}`)
    .max(1000, "A reason cannot exceed 1000 characters");

export const loanActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("advance"), expectedStage, note }),
    z.object({
      action: z.literal("recommend_sanction"),
      expectedStage,
      amount: numberField(
        z
          .number({ error: "Please enter the amount to sanction" })
          .min(LOAN_LIMITS.minAmount, "The sanctioned amount must be at least ₹1,00,000")
          .max(LOAN_LIMITS.maxAmount, "The sanctioned amount cannot exceed ₹1,00,00,000")
          .refine(inWholePaise, WHOLE_PAISE_MESSAGE),
      ),
      interestRate: numberField(
        z
          .number({ error: "Please enter the interest rate to sanction" })
          .min(LOAN_LIMITS.minRate, "The interest rate must be at least 5%")
          .max(LOAN_LIMITS.maxRate, "The interest rate cannot exceed 20%")
          .refine(inHundredths, "Give the interest rate to two decimals at most (for example 8.35)"),
      ),
      conditions: plainText().trim().max(1000, "Conditions cannot exceed 1000 characters").default(""),
    }),
    z.object({ action: z.literal("recommend_rejection"), expectedStage, reason: reason("rejection") }),
    z.object({ action: z.literal("sanction"), expectedStage, recommendationVersion, note }),
    z.object({ action: z.literal("reject"), expectedStage, recommendationVersion, reason: reason("rejection") }),
    z.object({
      action: z.literal("reopen"),
      expectedStage,
      reason: reason("reopening"),
      toStage: z.literal("credit_review", { error: "An application is reopened at credit review" }).optional(),
    }),
  ],
  { error: "Action must be advance, recommend_sanction, recommend_rejection, sanction, reject or reopen" },
);
export type LoanActionInput = z.infer<typeof loanActionSchema>;

/** POST /api/loan-applications/{id}/withdraw: the customer's reason is optional. */
export const loanWithdrawalSchema = z.object({
  reason: plainText().trim().max(500, /*i18n*/ "Reason cannot exceed 500 characters").optional(),
});
export type LoanWithdrawal = z.infer<typeof loanWithdrawalSchema>;

/** POST /api/loan-applications/:id/kfs/acknowledgement: the version of the Key Fact Statement read. */
export const kfsAcknowledgementSchema = z.object({
  version: z
    .string({ error: /*i18n*/ "Please say which Key Fact Statement you read" })
    .trim()
    .min(1, /*i18n*/ "Please say which Key Fact Statement you read")
    .max(64, /*i18n*/ "Please say which Key Fact Statement you read"),
});
export type KfsAcknowledgement = z.infer<typeof kfsAcknowledgementSchema>;

/** Staff's word on one document of an application's checklist: accepted, or a new copy needed and why. */
export const loanDocumentReviewSchema = z
  .object({
    status: z.enum(["accepted", "needs_new_copy"], { error: "Status must be accepted or needs_new_copy" }),
    reason: plainText().trim().max(500, "A reason cannot exceed 500 characters").optional(),
    /** When the file the viewer opened was sent (its `uploadedAt`): a newer copy sent since is refused. */
    uploadedAt: z.iso.datetime({ offset: true, error: "Say which copy you reviewed (uploadedAt)" }),
  })
  .superRefine((v, ctx) => {
    if (v.status === "needs_new_copy" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Please say why a new copy is needed" });
  });
export type LoanDocumentReview = z.infer<typeof loanDocumentReviewSchema>;

/** The item of the checklist a file is for (its id in shared/catalog/document-checklist.ts). */
export const checklistItemParams = z.object({
  id: idNumber("id"),
  itemId: z.string().regex(/^[a-z0-9_]{1,40}$/, "This document is not on the application's checklist"),
});

/** Who the applicant is and what a home loan buys, set again from the checklist (an application filed without them). */
export const checklistProfileSchema = z.object({
  applicantProfile: z.enum(APPLICANT_PROFILES, { error: /*i18n*/ "Please choose what describes you best" }),
  purchaseKind: z.preprocess(
    (v) => (v === "" ? null : v),
    z.enum(PURCHASE_KINDS, { error: /*i18n*/ "Please choose what you are buying" }).nullable().optional(),
  ),
});
export type ChecklistProfile = z.infer<typeof checklistProfileSchema>;
