import { CalendarSearch } from "lucide-react";
import { useState } from "react";
import { CONSULTATION_STATUSES } from "@shared/schema/validation";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_CONSULTATIONS_PAGE_SIZE, adminConsultationsSource, type AdminConsultationRow } from "../api/get-admin-consultations";
import { adminConsultationLayout } from "./admin-consultation-rows";
import { AdvisersCard } from "./advisers-card";
import { ConsultationStatusDialog } from "./consultation-status-dialog";

const STATUS_OPTIONS = [["", "All statuses"], ...CONSULTATION_STATUSES.map((s) => [s, s[0].toUpperCase() + s.slice(1)] as const)] as const;

/** The admin panel's Consultations tab: every booking, searched, filtered and paged on the server. */
export function AdminConsultationsTab() {
  const list = usePagedList({ source: adminConsultationsSource, pageSize: ADMIN_CONSULTATIONS_PAGE_SIZE, filters: { status: "" } });
  const [changing, setChanging] = useState<AdminConsultationRow | null>(null);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Consultations</CardTitle>
          <CardDescription>Every booking, newest first. Mark sessions completed with a summary the customer will read.</CardDescription>
        </CardHeader>
        <CardContent>
          <PagedList
            list={list}
            noun={["consultation", "consultations"]}
            search={{ label: "Search consultations", placeholder: "Search by topic, name, email, phone or status" }}
            filter={{ name: "status", label: "Filter by status", labelHidden: true, options: STATUS_OPTIONS }}
            errorTitle="Could not load consultations"
            empty={{
              icon: CalendarSearch,
              title: "No consultations found",
              text:
                list.q || list.filters.status
                  ? "Nothing matches. Try another topic, name or status."
                  : "Bookings customers make will appear here.",
            }}
            layout={adminConsultationLayout(setChanging)}
          />
        </CardContent>
        <ConsultationStatusDialog consultation={changing} onClose={() => setChanging(null)} />
      </Card>
      <AdvisersCard />
    </div>
  );
}
