import { z } from "zod";
import { GRIEVANCE_CATEGORY_VALUES, GRIEVANCE_LIMITS, GRIEVANCE_STATUSES } from "../catalog/grievances";
import { pagedSearchQuery, pageQuery } from "./admin";
import { plainText } from "./text";
import { groupIndian } from "../format";

export {
  GRIEVANCE_REFERENCE_PATTERN,
  GRIEVANCE_STATUSES,
  GRIEVANCE_STATUS_LABELS,
  daysUntil,
  grievanceDueDate,
  grievanceReference,
  type GrievanceStatus,
} from "../catalog/grievances";

const L = GRIEVANCE_LIMITS;
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** POST /api/grievances and the complaint form: grievances columns (grievances-table.ts; schema-agreement.test.ts holds them together). */
export const grievanceInputSchema = z
  .object({
    category: z.enum(GRIEVANCE_CATEGORY_VALUES, { error: /*i18n*/ "Please choose what your complaint is about" }),
    subject: plainText({ error: /*i18n*/ "Please give your complaint a subject" })
      .trim()
      .min(1, { error: /*i18n*/ "Please give your complaint a subject", abort: true })
      .min(L.subjectMin, /*i18n*/ "Subject must be at least 5 characters")
      .max(L.subjectMax, /*i18n*/ "Subject cannot exceed 120 characters"),
    description: plainText({ error: /*i18n*/ "Please describe what went wrong" })
      .trim()
      .min(1, { error: /*i18n*/ "Please describe what went wrong", abort: true })
      .min(L.descriptionMin, /*i18n*/ "Please describe what went wrong in at least 20 characters")
      .max(L.descriptionMax, /*i18n*/ "Description cannot exceed 4,000 characters"),
  })
  .extend({
    relatedId: z.preprocess(
      blankToUndefined,
      plainText({ error: /*i18n*/ "Reference number must be text" })
        .trim()
        .max(L.relatedIdMax, /*i18n*/ "Reference number cannot exceed 40 characters")
        .optional(),
    ),
  });
export type GrievanceInput = z.infer<typeof grievanceInputSchema>;

/** GET /api/grievances: the customer's own, paged. */
export const ownGrievancesQuery = pageQuery;

const statusField = z.enum(GRIEVANCE_STATUSES, { error: "Status must be open, in_progress or resolved" });

/** PATCH /api/admin/grievances/{id}: a status, and the answer the customer reads (required to resolve). */
export const grievanceUpdateSchema = z
  .object({
    status: statusField,
    response: z.preprocess(
      blankToUndefined,
      plainText({ error: "Response must be text" })
        .trim()
        .max(L.responseMax, `Response cannot exceed ${groupIndian(L.responseMax)} characters`)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.status === "resolved" && !v.response) {
      ctx.addIssue({ code: "custom", path: ["response"], message: "Please write the response the customer will read before resolving" });
    }
  });
export type GrievanceUpdate = z.infer<typeof grievanceUpdateSchema>;

/** GET /api/admin/grievances?status=&q=&page=&pageSize= */
export const adminGrievancesQuery = pagedSearchQuery.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), statusField.optional()),
});
export type AdminGrievancesQuery = z.infer<typeof adminGrievancesQuery>;
