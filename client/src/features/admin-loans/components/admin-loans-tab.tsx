import { AlertTriangle, FileSearch } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ADMIN_LOANS_PAGE_SIZE, useAdminLoans } from "../api/get-admin-loans";
import { AdminLoanCards, AdminLoansTable } from "./admin-loan-rows";
import { LoanDecisionDialog, type PendingDecision } from "./loan-decision-dialog";

/** The admin panel's Loan Applications tab: every customer's applications, searched and paged on the server. */
export function AdminLoansTab() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  // A page number belongs to one search; a new search starts at page 1.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching } = useAdminLoans({ q, page, pageSize: ADMIN_LOANS_PAGE_SIZE });
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const total = data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Loan Applications</CardTitle>
        <CardDescription>Review applications, newest first. Approve or reject with a reason the customer will see.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <SearchInput
          label="Search loan applications"
          placeholder="Search by loan type, applicant, username, status or amount"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:max-w-md"
        />
        {isError ? (
          <EmptyState icon={AlertTriangle} title="Could not load loan applications">
            {errorMessage(error)}
          </EmptyState>
        ) : !isLoading && data?.items.length === 0 ? (
          <EmptyState icon={FileSearch} title="No loan applications found">
            {q ? `Nothing matches "${q}". Try a loan type, a name or a status.` : "Applications customers submit will appear here."}
          </EmptyState>
        ) : (
          <div aria-busy={isFetching} className={cn(isFetching && !isLoading && "opacity-70 transition-opacity")}>
            <AdminLoansTable loans={data?.items} loading={isLoading} onDecide={setDecision} className="hidden md:block" />
            <AdminLoanCards loans={data?.items} loading={isLoading} onDecide={setDecision} className="md:hidden" />
          </div>
        )}
        {total > 0 && (
          <Pagination
            page={page}
            pageCount={Math.ceil(total / ADMIN_LOANS_PAGE_SIZE)}
            onPageChange={(next) => setPaging({ q, page: next })}
            summary={pageSummary(page, ADMIN_LOANS_PAGE_SIZE, total, total === 1 ? "application" : "applications")}
            disabled={isFetching}
          />
        )}
      </CardContent>
      <LoanDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </Card>
  );
}
