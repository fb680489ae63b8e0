import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLoanViewJson } from "@shared/contracts/loans";
import { apiPage } from "@/lib/api-client";

export type AdminLoanRow = AdminLoanViewJson;
export type AdminLoansQuery = { q: string; page: number; pageSize: number };

export const ADMIN_LOANS_PAGE_SIZE = 20;

/** Prefix of every page's key; a decision invalidates all of them. */
export const adminLoansQueryKey = ["/api/admin/loan-applications"] as const;

export const getAdminLoans = (query: AdminLoansQuery) => apiPage("GET /api/admin/loan-applications", { query });

export const adminLoansQueryOptions = (query: AdminLoansQuery) =>
  queryOptions({ queryKey: [...adminLoansQueryKey, query], queryFn: () => getAdminLoans(query), placeholderData: keepPreviousData });

/** One page of every customer's applications matching `q` (type, applicant, username, status, amount), newest first. */
export function useAdminLoans(query: AdminLoansQuery) {
  return useQuery(adminLoansQueryOptions(query));
}
