// The kyc table(s), for the server and drizzle-kit. What the browser validates with lives in ./kyc.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { KYC_STATUSES } from "./kyc";
import { users } from "./users-table";

export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentType: text("document_type").notNull(),
    /** The app's own download path, /api/kyc-documents/{id}/file. */
    documentUrl: text("document_url").notNull(),
    /**
     * PAN in capitals; an Aadhaar number as XXXX XXXX 1234 (only the last 4 digits kept, so the table never holds a full number);
     * any other number by its last 4 characters only (people type Aadhaar numbers into "Address Proof" too).
     */
    documentNumber: text("document_number"),
    verificationStatus: text("verification_status", { enum: KYC_STATUSES }).notNull().default("pending"),
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
