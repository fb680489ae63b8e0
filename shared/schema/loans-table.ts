// The loans table(s), for the server and drizzle-kit. What the browser validates with lives in ./loans.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { APPLICANT_PROFILES, PURCHASE_KINDS } from "../catalog/applicant-profiles";
import { INDIAN_STATE_CODES } from "../catalog/indian-states";
import { LOAN_STAGES, type InPrincipleResult } from "../catalog/loan-stages";
import type { Paise } from "../finance/money";
import { users } from "./users-table";
import { EMPLOYMENT_TYPES, LOAN_STATUSES, type ExistingLoanDetails } from "./loans";

/** The existing loan of a balance transfer as stored: its outstanding amount in paise. */
export type StoredExistingLoanDetails = Omit<ExistingLoanDetails, "outstandingAmount"> & { outstandingAmountPaise: Paise };

/** A message in the caller's language: a catalogue id, its English, and its values (docs/i18n.md). */
export type StoredMessage = { id: string; message: string; values?: Record<string, string | number> };

/**
 * The in-principle decision given at submission (shared/finance/underwriting.ts), kept as it was given:
 * later changes to the limits do not rewrite what the customer was told.
 */
export type StoredInPrinciple = {
  result: InPrincipleResult;
  /** The largest amount the rules allow, in paise; null when none is (a balance transfer's own rule fails). */
  sanctionablePaise: Paise | null;
  /** Why, in plain words, with what would change it; empty when eligible. */
  reasons: StoredMessage[];
  /** Fields the rules needed and the application did not carry (each makes the result at most `refer`). */
  missing: string[];
  foirPercent: number | null;
  ltvPercent: number | null;
};

/**
 * A staff recommendation awaiting the checker (maker-checker): to sanction on terms, or to reject. `version`
 * counts the recommendations ever made on the application (1, 2, ...): the checker sends the one they read,
 * and a decision on a recommendation replaced since is refused.
 */
export type StoredRecommendation = { byUserId: number; at: string; version: number } & (
  { decision: "sanction"; amountPaise: Paise; interestRate: number; conditions: string } | { decision: "reject"; reason: string }
);

export const loanApplications = pgTable(
  "loan_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    loanType: text("loan_type").notNull(),
    // Money is whole paise (docs/decisions/money-in-paise.md).
    amountPaise: bigint("amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    tenure: integer("tenure").notNull(),
    interestRate: numeric("interest_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    status: text("status", { enum: LOAN_STATUSES }).notNull().default("pending"),
    purpose: text("purpose"),
    propertyValuePaise: bigint("property_value_paise", { mode: "number" }).$type<Paise>(),
    propertyAddress: text("property_address"),
    // The state the property is in (shared/catalog/indian-states.ts): its mortgage's stamp duty is that state's.
    propertyState: text("property_state", { enum: INDIAN_STATE_CODES }),
    monthlyIncomePaise: bigint("monthly_income_paise", { mode: "number" }).$type<Paise>(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }),
    // Who the applicant is and what a home loan buys, as the document checklist needs them (null: not said).
    applicantProfile: text("applicant_profile", { enum: APPLICANT_PROFILES }),
    purchaseKind: text("purchase_kind", { enum: PURCHASE_KINDS }),
    existingLoanDetails: jsonb("existing_loan_details").$type<StoredExistingLoanDetails>(),
    rejectionReason: text("rejection_reason"),
    // The stage is the truth; status is derived from it for the spec's clients (shared/catalog/loan-stages.ts).
    stage: text("stage", { enum: LOAN_STAGES }).notNull().default("submitted"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    existingEmisPaise: bigint("existing_emis_paise", { mode: "number" }).$type<Paise>(),
    inPrinciple: jsonb("in_principle").$type<StoredInPrinciple>(),
    recommendation: jsonb("recommendation").$type<StoredRecommendation>(),
    // The terms sanctioned (null until then): may differ from those applied for.
    sanctionedAmountPaise: bigint("sanctioned_amount_paise", { mode: "number" }).$type<Paise>(),
    sanctionedRate: numeric("sanctioned_rate", { precision: 5, scale: 2, mode: "number" }),
    sanctionConditions: text("sanction_conditions"),
    // True once a superadmin reopened a final decision (the history says when and why).
    reopened: boolean("reopened").notNull().default(false),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loan_applications_user_id_idx").on(t.userId, t.appliedAt.desc().nullsFirst()),
    index("loan_applications_status_idx").on(t.status),
    index("loan_applications_applied_at_idx").on(t.appliedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type LoanApplication = typeof loanApplications.$inferSelect;

/** Every move of an application between stages: who, when, why. Only ever inserted. */
export const loanStageHistory = pgTable(
  "loan_stage_history",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => loanApplications.id, { onDelete: "cascade" }),
    fromStage: text("from_stage", { enum: LOAN_STAGES }),
    toStage: text("to_stage", { enum: LOAN_STAGES }).notNull(),
    // What was done: "submit", an action of LOAN_ACTIONS, "withdraw", or "decide" (the spec's PATCH).
    action: text("action").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("loan_stage_history_application_idx").on(t.applicationId, t.at)],
);
export type LoanStageHistoryRow = typeof loanStageHistory.$inferSelect;

/**
 * The borrower's acknowledgement of a Key Fact Statement, before the processing fee is taken: which
 * version (the terms it stated), when and from where. Only ever inserted; a later KFS (other terms) is
 * acknowledged anew.
 */
export const loanKfsAcknowledgements = pgTable(
  "loan_kfs_acknowledgements",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => loanApplications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kfsVersion: text("kfs_version").notNull(),
    // What the statement promised about withdrawing, as acknowledged: a later change to the settings does not apply to it.
    coolingOffDays: integer("cooling_off_days").notNull(),
    feeRefundable: boolean("fee_refundable").notNull(),
    ipAddress: text("ip_address"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("loan_kfs_acknowledgements_version_uq").on(t.applicationId, t.kfsVersion)],
);
export type LoanKfsAcknowledgement = typeof loanKfsAcknowledgements.$inferSelect;

/** Where a document of an application's checklist is: sent and waiting, accepted, or sent back for a new copy. */
export const LOAN_DOCUMENT_STATUSES = ["submitted", "accepted", "needs_new_copy"] as const;
export type LoanDocumentStatus = (typeof LOAN_DOCUMENT_STATUSES)[number];

/**
 * A file the applicant sent for one item of their application's document checklist
 * (shared/catalog/document-checklist.ts): one per item, a new copy replacing the last. Stored as KYC files are.
 */
export const loanDocuments = pgTable(
  "loan_documents",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => loanApplications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name"),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    status: text("status", { enum: LOAN_DOCUMENT_STATUSES }).notNull().default("submitted"),
    // Why staff asked for a new copy; null otherwise.
    reviewReason: text("review_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner erased their account but the law keeps the file (KYC_RETENTION_RULE); deleted after this day. */
    retainUntil: date("retain_until"),
  },
  (t) => [
    uniqueIndex("loan_documents_item_uq").on(t.applicationId, t.itemId),
    index("loan_documents_user_idx").on(t.userId),
    // One row per file: removing a replaced file never takes another row's.
    uniqueIndex("loan_documents_storage_key_uq").on(t.storageKey),
  ],
);
export type LoanDocument = typeof loanDocuments.$inferSelect;
