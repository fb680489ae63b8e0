import type { Grievance } from "./grievances-table";
import { z } from "zod";
import { COMPANY } from "../catalog/company";
import { GRIEVANCE_CATEGORY_VALUES, GRIEVANCE_LIMITS, GRIEVANCE_REFERENCE_PREFIX } from "../catalog/grievances";
import { pagedSearchQuery, pageQuery } from "./admin";
import { addDays, istDateOf, istToday } from "./dates";
import { plainText } from "./text";
import { groupIndian } from "../format";

export const GRIEVANCE_STATUSES = ["open", "in_progress", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = { open: "Open", in_progress: "In progress", resolved: "Resolved" };

/** GS-2026-000123: the year the complaint was filed in India and its number, never shortened. */
export const grievanceReference = (year: string | number, id: number) => `${GRIEVANCE_REFERENCE_PREFIX}-${year}-${String(id).padStart(6, "0")}`;
export const GRIEVANCE_REFERENCE_PATTERN = /^GS-\d{4}-\d{6,}$/;

/** The day the answer is due: the filing day in India plus the officer's response days. */
export const grievanceDueDate = (createdAt: Date | string) => addDays(istDateOf(new Date(createdAt)), COMPANY.grievanceOfficer.responseDays);

/** Whole days from today in India to a YYYY-MM-DD day: 0 on the day, negative once it has passed. */
export const daysUntil = (ymd: string, today = istToday()) => Math.round((Date.parse(`${ymd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

const L = GRIEVANCE_LIMITS;
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** POST /api/grievances and the complaint form: grievances columns (grievances-table.ts; schema-agreement.test.ts holds them together). */
export const grievanceInputSchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORY_VALUES, { error: "Please choose what your complaint is about" }),
  subject:
    plainText({ error: "Please give your complaint a subject" })
      .trim()
      .min(1, { error: "Please give your complaint a subject", abort: true })
      .min(L.subjectMin, `Subject must be at least ${L.subjectMin} characters`)
      .max(L.subjectMax, `Subject cannot exceed ${L.subjectMax} characters`),
  description:
    plainText({ error: "Please describe what went wrong" })
      .trim()
      .min(1, { error: "Please describe what went wrong", abort: true })
      .min(L.descriptionMin, `Please describe what went wrong in at least ${L.descriptionMin} characters`)
      .max(L.descriptionMax, `Description cannot exceed ${groupIndian(L.descriptionMax)} characters`),
})
  .extend({
    relatedId: z.preprocess(
      blankToUndefined,
      plainText({ error: "Reference number must be text" }).trim().max(L.relatedIdMax, `Reference number cannot exceed ${L.relatedIdMax} characters`).optional(),
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
      plainText({ error: "Response must be text" }).trim().max(L.responseMax, `Response cannot exceed ${groupIndian(L.responseMax)} characters`).optional(),
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

/** A complaint as its customer sees it: no staff ids. */
export type GrievanceView = Omit<Grievance, "userId" | "respondedBy"> & { dueDate: string };
/** A complaint as staff see it, with who filed it. */
export type AdminGrievanceView = GrievanceView & { customer: { fullName: string; username: string; email: string } };
