import { AlertTriangle, Info } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { useAnalytics } from "../api/get-analytics";
import { LatestConsultations } from "./latest-consultations";
import { formatCount } from "@/lib/format";

/** What the analytics call already knows about consultations, until the consultations API lands. */
export function ConsultationsTab() {
  const { data, isLoading, isError, error } = useAnalytics();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consultations</CardTitle>
        <CardDescription>
          {data
            ? `${formatCount(data.consultations.total)} booked in all · ${formatCount(data.consultations.scheduled)} scheduled · ${formatCount(data.consultations.completed)} completed`
            : "Recently booked expert sessions."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : isError || !data ? (
          <EmptyState icon={AlertTriangle} title="Could not load consultations">
            {errorMessage(error)}
          </EmptyState>
        ) : (
          <LatestConsultations consultations={data.latestConsultations} />
        )}
        <p className="flex items-start gap-2 rounded-md bg-secondary/60 p-3 text-sm text-secondary-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          The full consultation list with status changes arrives with the consultations feature. The latest bookings are shown here meanwhile.
        </p>
      </CardContent>
    </Card>
  );
}
