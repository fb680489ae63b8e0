import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { z } from "zod";
import { KYC_DOCUMENT_TYPES, aadhaarProblem, maskAadhaar, maskTail, panProblem } from "../catalog/kyc";
import { pageQuery } from "./admin";
import { plainText } from "./text";
import { users } from "./users";

export const KYC_STATUSES = ["pending", "verified", "rejected"] as const;

export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    documentType: text("document_type").notNull(),
    /** The app's own download path, /api/kyc-documents/{id}/file. */
    documentUrl: text("document_url").notNull(),
    /**
     * PAN in capitals; an Aadhaar number as XXXX XXXX 1234 (decisions.md: only the last 4 digits kept);
     * any other number by its last 4 characters only (people type Aadhaar numbers into "Address Proof" too).
     */
    documentNumber: text("document_number"),
    verificationStatus: text("verification_status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    /** Where the storage keeps the file (a generated name, never the customer's). */
    storageKey: text("storage_key"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    autoVerified: boolean("auto_verified").notNull().default(false),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner erased their account but the law keeps the file (KYC_RETENTION_RULE); deleted after this day. */
    retainUntil: date("retain_until"),
  },
  (t) => [
    index("kyc_documents_user_id_idx").on(t.userId),
    index("kyc_documents_status_idx").on(t.verificationStatus),
    index("kyc_documents_uploaded_at_idx").on(t.uploadedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("kyc_documents_storage_key_idx").on(t.storageKey),
  ],
);
export type KycDocument = typeof kycDocuments.$inferSelect;
/** What the API answers: never the storage key. */
export type KycDocumentView = Omit<KycDocument, "storageKey">;

/**
 * The form fields of POST /api/kyc-documents (the file travels beside them). PAN is stored in
 * capitals; an Aadhaar number is checked (Verhoeff) and reduced to its last 4 digits here, so the full
 * number never goes further than this schema.
 */
export const kycUploadFieldsSchema = z
  .object({
    documentType: z.enum(KYC_DOCUMENT_TYPES, { error: "Please choose the document type" }),
    documentNumber: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      plainText({ error: "Document number must be text" }).trim().max(30, "Document number cannot exceed 30 characters").optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.documentNumber) return;
    const problem = v.documentType === "PAN Card" ? panProblem(v.documentNumber) : v.documentType === "Aadhaar Card" ? aadhaarProblem(v.documentNumber) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["documentNumber"], message: problem });
  })
  .transform((v) => ({
    documentType: v.documentType,
    documentNumber:
      v.documentNumber === undefined
        ? undefined
        : v.documentType === "PAN Card"
          ? v.documentNumber.toUpperCase()
          : v.documentType === "Aadhaar Card"
            ? maskAadhaar(v.documentNumber)
            : maskTail(v.documentNumber),
  }));
export type KycUploadFields = z.infer<typeof kycUploadFieldsSchema>;

/** PATCH /api/admin/kyc-documents/{id}: a rejection needs a reason the customer will read. */
export const kycReviewSchema = z
  .object({
    verificationStatus: z.enum(["verified", "rejected"], { error: "Status must be verified or rejected" }),
    rejectionReason: plainText().trim().max(500, "Rejection reason cannot exceed 500 characters").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.verificationStatus === "rejected" && !v.rejectionReason) {
      ctx.addIssue({ code: "custom", path: ["rejectionReason"], message: "Please provide a reason for rejection" });
    }
  });
export type KycReview = z.infer<typeof kycReviewSchema>;

/** ?status=&q=&page=&pageSize= for the staff's KYC queue. */
export const adminKycQuery = pageQuery.extend({
  q: plainText().trim().max(100, "Search text cannot exceed 100 characters").optional().default(""),
  status: z.enum(KYC_STATUSES, { error: "Status must be pending, verified or rejected" }).optional(),
});
export type AdminKycQuery = z.infer<typeof adminKycQuery>;
