import { CalendarClock } from "lucide-react";
import { Link } from "wouter";
import { SummaryCard } from "@/components/summary-card";
import { formatDate } from "@/lib/format";
import { useConsultations } from "../api/get-consultations";

export function NextConsultationCard() {
  const consultations = useConsultations();
  const next = (consultations.data ?? [])
    .filter((c) => c.status.toLowerCase() === "scheduled")
    .sort((a, b) => a.preferredDate.localeCompare(b.preferredDate))[0];

  return (
    <SummaryCard
      title="Next Consultation"
      icon={CalendarClock}
      loading={consultations.isLoading}
      value={next ? formatDate(next.preferredDate) : <span className="text-lg">No scheduled consultations</span>}
      footer={
        next ? (
          <span>
            {next.topic}
            {next.preferredTime && ` · ${next.preferredTime}`}
          </span>
        ) : (
          <Link href="/consultation" className="font-medium text-primary hover:underline">
            Book now
          </Link>
        )
      }
    />
  );
}
