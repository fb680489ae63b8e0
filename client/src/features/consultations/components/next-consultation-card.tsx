import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { consultationStart } from "@shared/catalog/consultations";
import { SummaryCard } from "@/components/summary-card";
import { formatDate } from "@/lib/format";
import { useConsultations, type ConsultationRow } from "../api/get-consultations";

const startOf = (c: ConsultationRow) => consultationStart(c.preferredDate, c.preferredTime).getTime();

/** A session is an hour long; one that has ended is no longer "next". */
const SESSION_MS = 60 * 60 * 1000;

/** The earliest scheduled consultation (by date, then time) not yet over. */
export function NextConsultationCard() {
  const { t, i18n } = useLingui();
  const consultations = useConsultations();
  // Read once when the card mounts: a render must not read the clock.
  const [now] = useState(() => Date.now());
  const next = (consultations.data ?? [])
    .filter((c) => c.status.toLowerCase() === "scheduled" && startOf(c) + SESSION_MS > now)
    .sort((a, b) => startOf(a) - startOf(b))[0];

  return (
    <SummaryCard
      className="col-span-2 md:col-span-1"
      title={t`Next Consultation`}
      icon={CalendarClock}
      loading={consultations.isPending}
      value={
        next ? (
          formatDate(next.preferredDate)
        ) : (
          <span className="text-lg">
            <Trans>No scheduled consultations</Trans>
          </span>
        )
      }
      footer={
        next ? (
          <span>
            {i18n._(next.topic)}
            {next.preferredTime && ` · ${next.preferredTime} IST`}
          </span>
        ) : (
          <Link href="/consultation" className="font-medium text-primary hover:underline">
            <Trans>Book now</Trans>
          </Link>
        )
      }
    />
  );
}
