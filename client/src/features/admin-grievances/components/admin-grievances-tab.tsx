import { AlertTriangle, MessagesSquare } from "lucide-react";
import { useState } from "react";
import { COMPANY } from "@shared/catalog/company";
import { GRIEVANCE_STATUSES, GRIEVANCE_STATUS_LABELS } from "@shared/schema/validation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ADMIN_GRIEVANCES_PAGE_SIZE, useAdminGrievances, type AdminGrievanceRow } from "../api/get-admin-grievances";
import { AdminGrievanceCards, AdminGrievancesTable } from "./admin-grievance-rows";
import { GrievanceResponseDialog } from "./grievance-response-dialog";

/** The admin panel's Grievances tab: every complaint, searched, filtered and paged on the server, with the days left to answer. */
export function AdminGrievancesTab() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const q = useDebouncedValue(search.trim());
  // A page number belongs to one search and filter; a new one starts at page 1.
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const key = `${status}|${q}`;
  const page = paging.key === key ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching } = useAdminGrievances({ q, status, page, pageSize: ADMIN_GRIEVANCES_PAGE_SIZE });
  const [responding, setResponding] = useState<AdminGrievanceRow | null>(null);
  const total = data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Grievances</CardTitle>
        <CardDescription>
          Every complaint, newest first. Each must be answered within {COMPANY.grievanceOfficer.responseDays} days of filing; overdue ones
          are highlighted.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            label="Search grievances"
            placeholder="Search by reference, subject or customer"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:max-w-md"
          />
          <div className="sm:w-48">
            <NativeSelect aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All statuses</option>
              {GRIEVANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {GRIEVANCE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {isError ? (
          <EmptyState icon={AlertTriangle} title="Could not load grievances">
            {errorMessage(error)}
          </EmptyState>
        ) : !isLoading && data?.items.length === 0 ? (
          <EmptyState icon={MessagesSquare} title="No grievances found">
            {q || status
              ? "Nothing matches. Try another reference, subject, customer or status."
              : "Complaints customers file will appear here."}
          </EmptyState>
        ) : (
          <div aria-busy={isFetching} className={cn(isFetching && !isLoading && "opacity-70 transition-opacity")}>
            <AdminGrievancesTable grievances={data?.items} loading={isLoading} onRespond={setResponding} className="hidden lg:block" />
            <AdminGrievanceCards grievances={data?.items} loading={isLoading} onRespond={setResponding} className="lg:hidden" />
          </div>
        )}
        {total > 0 && (
          <Pagination
            page={page}
            pageCount={Math.ceil(total / ADMIN_GRIEVANCES_PAGE_SIZE)}
            onPageChange={(next) => setPaging({ key, page: next })}
            summary={pageSummary(page, ADMIN_GRIEVANCES_PAGE_SIZE, total, total === 1 ? "grievance" : "grievances")}
            disabled={isFetching}
          />
        )}
      </CardContent>
      <GrievanceResponseDialog grievance={responding} onClose={() => setResponding(null)} />
    </Card>
  );
}
