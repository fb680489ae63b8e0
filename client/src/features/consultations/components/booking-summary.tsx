import { Detail } from "@/components/list-states";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";

/** Topic, day and slot of one booking. */
export function BookingSummary({ consultation }: { consultation: ConsultationRow }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-3">
      <Detail label="Topic">{consultation.topic}</Detail>
      <Detail label="Date">{formatDate(consultation.preferredDate)}</Detail>
      <Detail label="Time (IST)">{consultation.preferredTime ?? "To be confirmed"}</Detail>
    </dl>
  );
}
