import { CalendarClock } from "lucide-react";
import { Link } from "wouter";
import { consultationStart } from "@shared/catalog/consultations";
import { istToday } from "@shared/schema";
import { SummaryCard } from "@/components/summary-card";
import { formatDate } from "@/lib/format";
import { useConsultations, type ConsultationRow } from "../api/get-consultations";

const startOf = (c: ConsultationRow) => consultationStart(c.preferredDate, c.preferredTime).getTime();

/** Spec section 2: the earliest scheduled consultation (by date, then time) from today on. */
export function NextConsultationCard() {
  const consultations = useConsultations();
  const today = istToday();
  const next = (consultations.data ?? [])
    .filter((c) => c.status.toLowerCase() === "scheduled" && c.preferredDate >= today)
    .sort((a, b) => startOf(a) - startOf(b))[0];

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
            {next.preferredTime && ` · ${next.preferredTime} IST`}
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
