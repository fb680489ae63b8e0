import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanApplication } from "@shared/schema";
import { getPage, type Jsonified } from "@/lib/api";

export type AdminLoanRow = Jsonified<LoanApplication> & {
  loanTypeLabel: string;
  applicant: { fullName: string; username: string; email: string };
};
export type AdminLoansQuery = { q: string; page: number; pageSize: number };

export const ADMIN_LOANS_PAGE_SIZE = 20;

/** Prefix of every page's key; a decision invalidates all of them. */
export const adminLoansQueryKey = ["/api/admin/loan-applications"] as const;

export function getAdminLoans({ q, page, pageSize }: AdminLoansQuery) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  return getPage<AdminLoanRow>(`/api/admin/loan-applications?${params}`);
}

export const adminLoansQueryOptions = (query: AdminLoansQuery) =>
  queryOptions({ queryKey: [...adminLoansQueryKey, query], queryFn: () => getAdminLoans(query), placeholderData: keepPreviousData });

/** One page of every customer's applications matching `q` (type, applicant, username, status, amount), newest first. */
export function useAdminLoans(query: AdminLoansQuery) {
  return useQuery(adminLoansQueryOptions(query));
}
