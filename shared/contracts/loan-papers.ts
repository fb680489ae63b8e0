import { z } from "zod";
import { idParam } from "../schema/admin";
import { kfsAcknowledgementSchema } from "../schema/loan-actions";
import { LOCALES } from "../i18n/locales";
import { nullableTimestamp, route, rupees, type Json } from "./define";

/** The Key Fact Statement of an application as it stands today, and whether its owner acknowledged it. */
export const kfsStatusView = z.strictObject({
  proposalNumber: z.string(),
  /** Names the terms the statement states; sent back to acknowledge it. */
  version: z.string(),
  /** YYYY-MM-DD (IST). */
  issuedOn: z.string(),
  validUntil: z.string(),
  /** Whose terms: those applied for, or those sanctioned. */
  terms: z.enum(["applied", "sanctioned"]),
  /** Whether this version was acknowledged (the processing fee waits for it). */
  acknowledged: z.boolean(),
  /** When the owner last acknowledged a version of it, if ever. */
  acknowledgedAt: nullableTimestamp,
  /**
   * Withdrawing today, by the terms acknowledged: the cooling-off period's last day (YYYY-MM-DD, null before
   * a sanction), whether a fee paid is refunded now, whether it is refundable at all, and the fee paid (null: none).
   */
  withdrawal: z.strictObject({
    coolingOffEndsOn: z.string().nullable(),
    feeRefunded: z.boolean(),
    feeRefundable: z.boolean(),
    feePaid: rupees.nullable(),
  }),
});
export type KfsStatusView = z.input<typeof kfsStatusView>;
export type KfsStatusViewJson = Json<typeof kfsStatusView>;

const pdf = { kind: "file", contentTypes: ["application/pdf"] } as const;
/** A paper's language: the page's unless named (?lang=hi); never a 400 for it. */
const paperQuery = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) });

/** The papers of a loan application: the KFS (and its acknowledgement) and the sanction letter, as PDFs. */
export const loanPapersContract = {
  kfs: route({
    method: "GET",
    path: "/api/loan-applications/:id/kfs",
    summary: "The Key Fact Statement's number, version and validity, and whether the owner acknowledged it (owner or staff)",
    access: "user",
    params: idParam,
    response: kfsStatusView,
  }),
  kfsPdf: route({
    method: "GET",
    path: "/api/loan-applications/:id/kfs/pdf",
    summary: "The Key Fact Statement as a PDF (owner or staff; ?lang=hi for Hindi)",
    access: "user",
    params: idParam,
    query: paperQuery,
    response: pdf,
  }),
  acknowledgeKfs: route({
    method: "POST",
    path: "/api/loan-applications/:id/kfs/acknowledgement",
    summary: "Acknowledge the Key Fact Statement read (its version), before the processing fee (owner)",
    access: "user",
    params: idParam,
    body: kfsAcknowledgementSchema,
    response: kfsStatusView,
  }),
  sanctionLetterPdf: route({
    method: "GET",
    path: "/api/loan-applications/:id/sanction-letter/pdf",
    summary: "The in-principle sanction letter as a PDF, once sanctioned (owner or staff; ?lang=hi for Hindi)",
    access: "user",
    params: idParam,
    query: paperQuery,
    response: pdf,
  }),
};
