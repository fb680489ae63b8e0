import { CalendarX } from "lucide-react";
import type { AnalyticsViewJson } from "@shared/contracts/analytics";
import { StatusBadge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";

type LatestConsultationsProps = { consultations: AnalyticsViewJson["latestConsultations"] };

/** The most recently booked consultations: who, what, when and status. */
export function LatestConsultations({ consultations }: LatestConsultationsProps) {
  if (consultations.length === 0) {
    return <EmptyState icon={CalendarX} title="No consultations booked yet" />;
  }
  return (
    <ul className="divide-y rounded-lg border">
      {consultations.map((c) => (
        <li key={c.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="truncate font-medium">{c.topic}</p>
            <p className="text-sm text-muted-foreground">
              {c.name || c.fullName} · {formatDate(c.preferredDate)}
            </p>
          </div>
          <StatusBadge status={c.status} className="self-start sm:self-auto" />
        </li>
      ))}
    </ul>
  );
}
