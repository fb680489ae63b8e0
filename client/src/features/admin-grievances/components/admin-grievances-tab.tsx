import { MessagesSquare } from "lucide-react";
import { useState } from "react";
import { COMPANY } from "@shared/catalog/company";
import { GRIEVANCE_STATUSES, GRIEVANCE_STATUS_LABELS } from "@shared/schema/validation";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_GRIEVANCES_PAGE_SIZE, adminGrievancesSource, type AdminGrievanceRow } from "../api/get-admin-grievances";
import { adminGrievanceLayout } from "./admin-grievance-rows";
import { GrievanceResponseDialog } from "./grievance-response-dialog";

const STATUS_OPTIONS = [["", "All statuses"], ...GRIEVANCE_STATUSES.map((s) => [s, GRIEVANCE_STATUS_LABELS[s]] as const)] as const;

/** The admin panel's Grievances tab: every complaint, searched, filtered and paged on the server, with the days left to answer. */
export function AdminGrievancesTab() {
  const list = usePagedList({ source: adminGrievancesSource, pageSize: ADMIN_GRIEVANCES_PAGE_SIZE, filters: { status: "" } });
  const [responding, setResponding] = useState<AdminGrievanceRow | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Grievances</CardTitle>
        <CardDescription>
          Every complaint, newest first. Each must be answered within {COMPANY.grievanceOfficer.responseDays} days of filing; overdue ones
          are highlighted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PagedList
          list={list}
          noun={["grievance", "grievances"]}
          search={{ label: "Search grievances", placeholder: "Search by reference, subject or customer" }}
          filter={{ name: "status", label: "Filter by status", labelHidden: true, options: STATUS_OPTIONS }}
          errorTitle="Could not load grievances"
          empty={{
            icon: MessagesSquare,
            title: "No grievances found",
            text:
              list.q || list.filters.status
                ? "Nothing matches. Try another reference, subject, customer or status."
                : "Complaints customers file will appear here.",
          }}
          layout={adminGrievanceLayout(setResponding)}
        />
      </CardContent>
      <GrievanceResponseDialog grievance={responding} onClose={() => setResponding(null)} />
    </Card>
  );
}
