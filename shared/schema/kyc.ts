import { z } from "zod";
import { KYC_DOCUMENT_TYPES, aadhaarProblem, maskAadhaar, maskTail, panProblem } from "../catalog/kyc";
import { pageQuery } from "./admin";
import { plainText } from "./text";

export const KYC_STATUSES = ["pending", "verified", "rejected"] as const;

export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * The form fields of POST /api/kyc-documents (the file travels beside them). PAN is stored in
 * capitals; an Aadhaar number is checked (Verhoeff) and reduced to its last 4 digits here, so the full
 * number never goes further than this schema.
 */
export const kycUploadFieldsSchema = z
  .object({
    documentType: z.enum(KYC_DOCUMENT_TYPES, { error: /*i18n*/ "Please choose the document type" }),
    documentNumber: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      plainText({ error: /*i18n*/ "Document number must be text" })
        .trim()
        .max(30, /*i18n*/ "Document number cannot exceed 30 characters")
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.documentNumber) return;
    const problem =
      v.documentType === "PAN Card"
        ? panProblem(v.documentNumber)
        : v.documentType === "Aadhaar Card"
          ? aadhaarProblem(v.documentNumber)
          : null;
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
