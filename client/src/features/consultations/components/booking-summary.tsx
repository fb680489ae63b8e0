import { useLingui } from "@lingui/react/macro";
import { Detail } from "@/components/list-states";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";
import { AdviserBadge, HowYouMeet } from "./adviser-badge";

/** Topic, day and slot of one booking, the adviser it is with and, once confirmed, how they meet. */
export function BookingSummary({ consultation }: { consultation: ConsultationRow }) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <Detail label={t`Topic`}>{i18n._(consultation.topic)}</Detail>
        <Detail label={t`Date`}>{formatDate(consultation.preferredDate)}</Detail>
        <Detail label={t`Time (IST)`}>{consultation.preferredTime ?? t`To be confirmed`}</Detail>
      </dl>
      {consultation.adviser && <AdviserBadge adviser={consultation.adviser} />}
      <HowYouMeet consultation={consultation} />
    </div>
  );
}
