import { z } from "zod";
import { CHECKLIST_GROUPS } from "../catalog/document-checklist";
import { APPLICANT_PROFILES, PURCHASE_KINDS } from "../catalog/applicant-profiles";
import { KYC_CONTENT_TYPES } from "../catalog/kyc";
import { idParam } from "../schema/admin";
import { checklistItemParams, checklistProfileSchema, loanDocumentReviewSchema } from "../schema/loan-actions";
import { route, timestamp, type Json } from "./define";

/** Where one item of the checklist is: nothing sent, sent and waiting for its check, accepted, or sent back. */
export const CHECKLIST_ITEM_STATUSES = ["missing", "submitted", "accepted", "needs_new_copy"] as const;
export type ChecklistItemStatus = (typeof CHECKLIST_ITEM_STATUSES)[number];

/** One document the application needs; its words are the catalogue's, by id (shared/catalog/document-checklist.ts). */
const checklistItemView = z.strictObject({
  id: z.string(),
  group: z.enum(CHECKLIST_GROUPS),
  required: z.boolean(),
  status: z.enum(CHECKLIST_ITEM_STATUSES),
  /** Why staff asked for a new copy (needs_new_copy only). */
  reason: z.string().nullable(),
  /** Where the file is: sent for this application, or one of the applicant's KYC documents; null while missing. */
  source: z.enum(["upload", "kyc"]).nullable(),
  file: z
    .strictObject({
      fileName: z.string().nullable(),
      contentType: z.string(),
      sizeBytes: z.number(),
      uploadedAt: timestamp,
      /** Downloads it (add ?inline=1 to open it in the page). */
      url: z.string(),
    })
    .nullable(),
});

/** The documents an application needs, built from who applies and for what, and where each one is. */
export const loanChecklistView = z.strictObject({
  applicantProfile: z.enum(APPLICANT_PROFILES),
  /** Whether the applicant said who they are (else the profile is the nearest from the employment type). */
  profileGiven: z.boolean(),
  purchaseKind: z.enum(PURCHASE_KINDS).nullable(),
  /** Whether files may be sent now (the application still undecided); the profile may change only before the documents are checked. */
  uploadsOpen: z.boolean(),
  profileEditable: z.boolean(),
  /** Every required item accepted: the documents stage may be passed. */
  complete: z.boolean(),
  items: z.array(checklistItemView),
});
export type LoanChecklistView = z.input<typeof loanChecklistView>;
export type LoanChecklistViewJson = Json<typeof loanChecklistView>;

const documentFile = { kind: "file", contentTypes: [...Object.keys(KYC_CONTENT_TYPES), "application/octet-stream"] } as const;

/** The documents of one application: its checklist, the files sent for it, and staff's review of each. */
export const loanDocumentsContract = {
  checklist: route({
    method: "GET",
    path: "/api/loan-applications/:id/documents",
    summary: "The application's document checklist and where each item is (owner or staff)",
    access: "user",
    params: idParam,
    response: loanChecklistView,
  }),
  upload: route({
    method: "POST",
    path: "/api/loan-applications/:id/documents/:itemId",
    summary: "Send the file for one item of the checklist, replacing one not yet accepted (owner; multipart: file)",
    access: "user",
    params: checklistItemParams,
    uploads: true,
    response: loanChecklistView,
  }),
  file: route({
    method: "GET",
    path: "/api/loan-applications/:id/documents/:itemId/file",
    summary: "The file sent for one item (owner or staff; inline=1 opens it in the page)",
    access: "user",
    params: checklistItemParams,
    query: z.object({ inline: z.enum(["1"]).optional().catch(undefined) }),
    response: documentFile,
  }),
  profile: route({
    method: "PUT",
    path: "/api/loan-applications/:id/documents/profile",
    summary: "Say who the applicant is and what a home loan buys, for the checklist (owner, before the documents are checked)",
    access: "user",
    params: idParam,
    body: checklistProfileSchema,
    response: loanChecklistView,
  }),
  review: route({
    method: "POST",
    path: "/api/admin/loan-applications/:id/documents/:itemId/review",
    summary: "Accept one document of the checklist, or ask for a new copy with the reason (never one's own)",
    access: "staff",
    params: checklistItemParams,
    body: loanDocumentReviewSchema,
    response: loanChecklistView,
  }),
};
