import { Trans, useLingui } from "@lingui/react/macro";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { CHANGE_WINDOW_HOURS, changeDeadline } from "@shared/catalog/consultations";
import { COMPANY } from "@shared/catalog/company";
import { Detail } from "@/components/list-states";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { CancelConsultationDialog } from "./cancel-consultation-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { SummaryDialog } from "./summary-dialog";

/**
 * Reschedule and Cancel while scheduled (until 24 hours before), View Summary once completed, Book Again
 * otherwise (docs/decisions/consultation-bookings.md).
 */
function Actions({ consultation }: { consultation: ConsultationRow }) {
  const { t, i18n } = useLingui();
  const status = consultation.status.toLowerCase();
  if (status === "scheduled") return <ScheduledActions consultation={consultation} />;
  if (status === "completed") return <SummaryDialog consultation={consultation} />;
  const topic = i18n._(consultation.topic);
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={`/consultation?topic=${encodeURIComponent(consultation.topic)}`} aria-label={t`Book again: ${topic}`}>
        <RotateCcw aria-hidden /> <Trans>Book Again</Trans>
      </Link>
    </Button>
  );
}

function ScheduledActions({ consultation }: { consultation: ConsultationRow }) {
  // Read once when the card mounts: a render must not read the clock.
  const [now] = useState(() => Date.now());
  const closed = now > changeDeadline(consultation.preferredDate, consultation.preferredTime).getTime();
  const hours = CHANGE_WINDOW_HOURS;
  const phone = COMPANY.phones[0];
  return (
    <>
      {closed && (
        <p className="w-full text-xs text-muted-foreground">
          <Trans>
            Changes close {hours} hours before the start. To change it now, call us on {phone}.
          </Trans>
        </p>
      )}
      <RescheduleDialog consultation={consultation} disabled={closed} />
      <CancelConsultationDialog consultation={consultation} disabled={closed} />
      <AddToCalendarButton consultation={consultation} size="sm" variant="ghost" />
    </>
  );
}

/** One booking on the dashboard: topic, day and slot, notes, and what the customer can do next. */
export function ConsultationCard({ consultation: c }: { consultation: ConsultationRow }) {
  const { t, i18n } = useLingui();
  const id = c.id;
  const booked = formatDate(c.bookedAt);
  return (
    <Card className="h-full">
      <CardContent className="grid h-full content-start gap-4 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{i18n._(c.topic)}</h3>
            <p className="text-xs text-muted-foreground">
              <Trans>
                Booking #{id} · Booked {booked}
              </Trans>
            </p>
          </div>
          <StatusBadge status={c.status} />
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Detail label={t`Date`}>{formatDate(c.preferredDate)}</Detail>
          <Detail label={t`Time (IST)`}>{c.preferredTime || t`To be confirmed`}</Detail>
        </dl>
        {/* The customer's own words, shown as written (translate="no"). */}
        {c.notes && (
          <p translate="no" className="break-words rounded-md bg-muted p-3 text-sm text-muted-foreground">
            {c.notes}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
          <Actions consultation={c} />
        </div>
      </CardContent>
    </Card>
  );
}
