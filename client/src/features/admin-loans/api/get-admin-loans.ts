import type { AdminLoanViewJson } from "@shared/contracts/loans";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

export type AdminLoanRow = AdminLoanViewJson;

export const ADMIN_LOANS_PAGE_SIZE = 20;

/** Every customer's applications matching `q` (type, applicant, username, status, amount), newest first. */
export const adminLoansSource = pagedRoute("GET /api/admin/loan-applications");

/** Prefix of every page's key; a decision invalidates all of them. */
export const adminLoansQueryKey = adminLoansSource.queryKey;
