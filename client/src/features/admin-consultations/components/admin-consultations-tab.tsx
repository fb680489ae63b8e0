import { AlertTriangle, CalendarSearch } from "lucide-react";
import { useState } from "react";
import { CONSULTATION_STATUSES } from "@shared/schema/validation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ADMIN_CONSULTATIONS_PAGE_SIZE, useAdminConsultations, type AdminConsultationRow } from "../api/get-admin-consultations";
import { AdminConsultationCards, AdminConsultationsTable } from "./admin-consultation-rows";
import { ConsultationStatusDialog } from "./consultation-status-dialog";

/** The admin panel's Consultations tab: every booking, searched, filtered and paged on the server. */
export function AdminConsultationsTab() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const q = useDebouncedValue(search.trim());
  // A page number belongs to one search and filter; a new one starts at page 1.
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const key = `${status}|${q}`;
  const page = paging.key === key ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching } = useAdminConsultations({
    q,
    status,
    page,
    pageSize: ADMIN_CONSULTATIONS_PAGE_SIZE,
  });
  const [changing, setChanging] = useState<AdminConsultationRow | null>(null);
  const total = data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Consultations</CardTitle>
        <CardDescription>Every booking, newest first. Mark sessions completed with a summary the customer will read.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            label="Search consultations"
            placeholder="Search by topic, name, email, phone or status"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:max-w-md"
          />
          <div className="sm:w-48">
            <NativeSelect aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All statuses</option>
              {CONSULTATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0].toUpperCase() + s.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {isError ? (
          <EmptyState icon={AlertTriangle} title="Could not load consultations">
            {errorMessage(error)}
          </EmptyState>
        ) : !isLoading && data?.items.length === 0 ? (
          <EmptyState icon={CalendarSearch} title="No consultations found">
            {q || status ? "Nothing matches. Try another topic, name or status." : "Bookings customers make will appear here."}
          </EmptyState>
        ) : (
          <div aria-busy={isFetching} className={cn(isFetching && !isLoading && "opacity-70 transition-opacity")}>
            <AdminConsultationsTable consultations={data?.items} loading={isLoading} onChange={setChanging} className="hidden lg:block" />
            <AdminConsultationCards consultations={data?.items} loading={isLoading} onChange={setChanging} className="lg:hidden" />
          </div>
        )}
        {total > 0 && (
          <Pagination
            page={page}
            pageCount={Math.ceil(total / ADMIN_CONSULTATIONS_PAGE_SIZE)}
            onPageChange={(next) => setPaging({ key, page: next })}
            summary={pageSummary(page, ADMIN_CONSULTATIONS_PAGE_SIZE, total, total === 1 ? "consultation" : "consultations")}
            disabled={isFetching}
          />
        )}
      </CardContent>
      <ConsultationStatusDialog consultation={changing} onClose={() => setChanging(null)} />
    </Card>
  );
}
