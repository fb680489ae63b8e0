import { FileSearch, RefreshCw } from "lucide-react";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { AUDIT_PAGE_SIZE, auditLogsSource } from "../api/get-audit-logs";
import { AuditLogItem } from "./audit-log-item";

/** Server-searched, paged (10 a page) audit log with a manual refresh; used by /audit-logs and the super admin panel. */
export function AuditLogsPanel() {
  const list = usePagedList({ source: auditLogsSource, pageSize: AUDIT_PAGE_SIZE });

  const refresh = async () => {
    const result = await list.refetch();
    if (result.isError) toast({ title: "Refresh failed", description: errorMessage(result.error), variant: "destructive" });
    else toast({ title: "Refreshed", description: "Showing the latest audit logs." });
  };

  return (
    <PagedList
      list={list}
      noun={["entry", "entries"]}
      search={{ label: "Search audit logs", placeholder: "Search description, action, entity or user ID" }}
      actions={
        <Button variant="outline" onClick={refresh} disabled={list.isFetching} className="sm:ml-auto">
          <RefreshCw aria-hidden className={cn(list.isFetching && "animate-spin")} />
          Refresh
        </Button>
      }
      errorTitle="Could not load audit logs"
      // A failed Refresh is said in its toast; the entries already read stay.
      keepRowsOnError
      empty={{ icon: FileSearch, title: "No audit logs found matching your criteria." }}
      layout={{ kind: "list", label: "Audit logs", className: "bg-card shadow-sm", item: (log) => <AuditLogItem log={log} /> }}
    />
  );
}
