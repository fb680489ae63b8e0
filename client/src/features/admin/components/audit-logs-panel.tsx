import { AlertTriangle, FileSearch, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { AUDIT_PAGE_SIZE, useAuditLogs } from "../api/get-audit-logs";
import { AuditLogItem } from "./audit-log-item";

/** Server-searched, paged (10 a page) audit log with a manual refresh; used by /audit-logs and the super admin panel. */
export function AuditLogsPanel() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  // The page belongs to one search; a new search starts again at page 1.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching, refetch } = useAuditLogs({ q, page });
  const total = data?.total ?? 0;

  const refresh = async () => {
    const result = await refetch();
    if (result.isError) toast({ title: "Refresh failed", description: errorMessage(result.error), variant: "destructive" });
    else toast({ title: "Refreshed", description: "Showing the latest audit logs." });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          label="Search audit logs"
          placeholder="Search description, action, entity or user ID"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:max-w-md"
        />
        <Button variant="outline" onClick={refresh} disabled={isFetching}>
          <RefreshCw aria-hidden className={cn(isFetching && "animate-spin")} />
          Refresh
        </Button>
      </div>

      {isLoading ? (
        <Card className="grid gap-4 p-5">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </Card>
      ) : isError && !data ? (
        <EmptyState icon={AlertTriangle} title="Could not load audit logs">
          {errorMessage(error)}
        </EmptyState>
      ) : data?.logs.length === 0 ? (
        <EmptyState icon={FileSearch} title="No audit logs found matching your criteria." />
      ) : (
        <Card className={cn("overflow-hidden transition-opacity", isFetching && "opacity-70")} aria-busy={isFetching}>
          <ul aria-label="Audit logs" className="divide-y">
            {data?.logs.map((log) => (
              <AuditLogItem key={log.id} log={log} />
            ))}
          </ul>
        </Card>
      )}

      {total > 0 && (
        <Pagination
          page={page}
          pageCount={Math.ceil(total / AUDIT_PAGE_SIZE)}
          onPageChange={(next) => setPaging({ q, page: next })}
          summary={pageSummary(page, AUDIT_PAGE_SIZE, total, total === 1 ? "entry" : "entries")}
          disabled={isFetching}
        />
      )}
    </div>
  );
}
