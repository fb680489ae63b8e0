import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { KYC_CONTENT_TYPES } from "../catalog/kyc";
import { idParam } from "../schema/admin";
import { KYC_STATUSES, adminKycQuery, kycReviewSchema } from "../schema/kyc";
import { kycDocuments } from "../schema/kyc-table";
import { nullableTimestamp, route, timestamp, type Json } from "./define";

const {
  storageKey: _storageKey,
  reviewedBy,
  ...ownColumns
} = createSelectSchema(kycDocuments, {
  verificationStatus: z.enum(KYC_STATUSES),
  reviewedAt: nullableTimestamp,
  uploadedAt: timestamp,
}).shape;

/** A document as its owner sees it: never the storage key, nor which member of staff reviewed it (customers are never shown staff ids). */
export const kycDocumentView = z.strictObject(ownColumns);
export type KycDocumentView = z.input<typeof kycDocumentView>;
export type KycDocumentViewJson = Json<typeof kycDocumentView>;

/** A document as staff see it: the reviewer too, still never the storage key. */
export const staffKycDocumentView = z.strictObject({ ...ownColumns, reviewedBy });
export type StaffKycDocumentView = z.input<typeof staffKycDocumentView>;
export type StaffKycDocumentViewJson = Json<typeof staffKycDocumentView>;

/** One row of the staff's KYC queue: the document and whose it is. */
export const kycQueueItemView = z.strictObject({
  ...staffKycDocumentView.shape,
  customer: z.strictObject({ fullName: z.string(), username: z.string(), email: z.string() }),
});
export type KycQueueItemView = z.input<typeof kycQueueItemView>;
export type KycQueueItemViewJson = Json<typeof kycQueueItemView>;

/** Customers upload, list, download and delete their documents; staff read the queue and review. */
export const kycContract = {
  upload: route({
    method: "POST",
    path: "/api/kyc-documents",
    summary: "Upload a KYC document (multipart: documentType, documentNumber?, file)",
    access: "user",
    // The fields travel in the multipart body beside the file: receive-upload.ts reads them, and the
    // handler checks them with kycUploadFieldsSchema once the file has arrived.
    uploads: true,
    status: 201,
    response: kycDocumentView,
  }),
  list: route({
    method: "GET",
    path: "/api/kyc-documents",
    summary: "The customer's own KYC documents, newest first",
    access: "user",
    response: z.array(kycDocumentView),
  }),
  file: route({
    method: "GET",
    path: "/api/kyc-documents/:id/file",
    summary: "A document's file, to its owner or to staff (inline=1 previews it in the page)",
    access: "user",
    params: idParam,
    // Anything but inline=1 downloads, as it always has: never a 400 for this flag.
    query: z.object({ inline: z.enum(["1"]).optional().catch(undefined) }),
    response: { kind: "file", contentTypes: [...Object.keys(KYC_CONTENT_TYPES), "application/octet-stream"] },
  }),
  remove: route({
    method: "DELETE",
    path: "/api/kyc-documents/:id",
    summary: "Delete one's own document while it is pending",
    access: "user",
    params: idParam,
    status: 204,
    response: z.void(),
  }),
  queue: route({
    method: "GET",
    path: "/api/admin/kyc-documents",
    summary: "The staff's KYC queue, by status and searched by customer, newest first",
    access: "staff",
    query: adminKycQuery,
    paged: true,
    response: z.array(kycQueueItemView),
  }),
  review: route({
    method: "PATCH",
    path: "/api/admin/kyc-documents/:id",
    summary: "Verify a document, or reject it with a reason (never one's own)",
    access: "staff",
    params: idParam,
    body: kycReviewSchema,
    response: staffKycDocumentView,
  }),
};
