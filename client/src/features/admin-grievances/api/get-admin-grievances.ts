import type { AdminGrievanceViewJson } from "@shared/contracts/grievances";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

/** A complaint as staff see it in their list, with who filed it. */
export type AdminGrievanceRow = AdminGrievanceViewJson;

export const ADMIN_GRIEVANCES_PAGE_SIZE = 20;

/** Every customer's complaints matching `q` (reference, subject, customer) and `status` ("" for every status), newest first. */
export const adminGrievancesSource = pagedRoute("GET /api/admin/grievances");

/** Prefix of every page's key; an answer invalidates all of them. */
export const adminGrievancesQueryKey = adminGrievancesSource.queryKey;
