import { TrendingUp } from "lucide-react";
import { SIP_STATUSES } from "@shared/schema/sip";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_SIPS_PAGE_SIZE, adminSipsSource } from "../api/get-admin-sips";
import { adminSipLayout } from "./admin-sip-rows";

const STATUS_OPTIONS = [["", "All statuses"], ...SIP_STATUSES.map((s) => [s, s[0].toUpperCase() + s.slice(1)] as const)] as const;

/** The admin panel's SIPs tab: every customer's SIPs with their autopay, next debit and failed debits. */
export function AdminSipsTab() {
  const list = usePagedList({ source: adminSipsSource, pageSize: ADMIN_SIPS_PAGE_SIZE, filters: { status: "", failed: "" } });
  const failedOnly = list.filters.failed === "true";
  return (
    <Card>
      <CardHeader>
        <CardTitle>SIP Investments</CardTitle>
        <CardDescription>
          Every SIP, newest first: its autopay, the next debit and failed debits. Three failed debits in a row cancel a SIP.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label className="flex w-fit items-center gap-2 text-sm">
          <input type="checkbox" checked={failedOnly} onChange={(e) => list.setFilter("failed", e.target.checked ? "true" : "")} />
          Only SIPs with a failed debit
        </label>
        <PagedList
          list={list}
          noun={["SIP", "SIPs"]}
          search={{ label: "Search SIPs", placeholder: "Search by plan or customer" }}
          filter={{ name: "status", label: "Filter by status", labelHidden: true, options: STATUS_OPTIONS }}
          errorTitle="Could not load SIPs"
          empty={{
            icon: TrendingUp,
            title: "No SIPs found",
            text:
              list.q || list.filters.status
                ? "Nothing matches. Try another plan, name or status."
                : "SIPs customers start will appear here.",
          }}
          layout={adminSipLayout}
        />
      </CardContent>
    </Card>
  );
}
