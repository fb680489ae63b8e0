import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const KYC_STATUSES = ["pending", "verified", "rejected"] as const;

export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    documentType: text("document_type").notNull(),
    documentUrl: text("document_url").notNull(),
    // Only the last 4 digits of an Aadhaar/PAN number are kept (decisions.md).
    maskedDocumentNumber: text("masked_document_number"),
    verificationStatus: text("verification_status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("kyc_documents_user_id_idx").on(t.userId),
    index("kyc_documents_status_idx").on(t.verificationStatus),
  ],
);
export type KycDocument = typeof kycDocuments.$inferSelect;
