import { addDays, istDateOf, istToday } from "../calendar/ist";
import { COMPANY } from "./company";

/**
 * What a customer can complain about, as a lender's grievance desk sorts complaints. The value is
 * stored; the label is what the form, the lists and the e-mails show.
 */
export const GRIEVANCE_CATEGORIES = [
  { value: "loan_application", label: /*i18n*/ "Loan application" },
  { value: "payments_fees", label: /*i18n*/ "Payments and fees" },
  { value: "kyc", label: /*i18n*/ "KYC documents" },
  { value: "sip", label: /*i18n*/ "SIP investments" },
  { value: "consultation", label: /*i18n*/ "Consultations" },
  { value: "customer_service", label: /*i18n*/ "Customer service" },
  { value: "data_privacy", label: /*i18n*/ "Data privacy" },
  { value: "other", label: /*i18n*/ "Something else" },
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]["value"];
export const GRIEVANCE_CATEGORY_VALUES = GRIEVANCE_CATEGORIES.map((c) => c.value) as [GrievanceCategory, ...GrievanceCategory[]];

export const grievanceCategoryLabel = (value: string) => GRIEVANCE_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/**
 * Complaints a customer may have open (open or in progress) at once. Real complaints rarely number
 * more; the cap keeps one account from burying the desk.
 */
export const MAX_OPEN_GRIEVANCES = 5;

export const GRIEVANCE_LIMITS = {
  subjectMin: 5,
  subjectMax: 120,
  descriptionMin: 20,
  descriptionMax: 4000,
  relatedIdMax: 40,
  responseMax: 4000,
} as const;

/** Every reference starts with this: GS-<year in India>-<number>, e.g. GS-2026-000123. */
export const GRIEVANCE_REFERENCE_PREFIX = "GS";

export const GRIEVANCE_STATUSES = ["open", "in_progress", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: /*i18n*/ "Open",
  in_progress: /*i18n*/ "In progress",
  resolved: /*i18n*/ "Resolved",
};

/** GS-2026-000123: the year the complaint was filed in India and its number, never shortened. */
export const grievanceReference = (year: string | number, id: number) =>
  `${GRIEVANCE_REFERENCE_PREFIX}-${year}-${String(id).padStart(6, "0")}`;
export const GRIEVANCE_REFERENCE_PATTERN = /^GS-\d{4}-\d{6,}$/;

/** The day the answer is due: the filing day in India plus the officer's response days. */
export const grievanceDueDate = (createdAt: Date | string) =>
  addDays(istDateOf(new Date(createdAt)), COMPANY.grievanceOfficer.responseDays);

/** Whole days from today in India to a YYYY-MM-DD day: 0 on the day, negative once it has passed. */
export const daysUntil = (ymd: string, today = istToday()) =>
  Math.round((Date.parse(`${ymd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
