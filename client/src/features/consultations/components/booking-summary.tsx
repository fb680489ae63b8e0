import { useLingui } from "@lingui/react/macro";
import { Detail } from "@/components/list-states";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";

/** Topic, day and slot of one booking. */
export function BookingSummary({ consultation }: { consultation: ConsultationRow }) {
  const { t, i18n } = useLingui();
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-3">
      <Detail label={t`Topic`}>{i18n._(consultation.topic)}</Detail>
      <Detail label={t`Date`}>{formatDate(consultation.preferredDate)}</Detail>
      <Detail label={t`Time (IST)`}>{consultation.preferredTime ?? t`To be confirmed`}</Detail>
    </dl>
  );
}
