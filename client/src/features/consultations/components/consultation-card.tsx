import { Trans, useLingui } from "@lingui/react/macro";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { CHANGE_WINDOW_HOURS, changeDeadline } from "@shared/catalog/consultations";
import { COMPANY } from "@shared/catalog/company";
import { Detail } from "@/components/list-states";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate, formatIstDateTime } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { AdviserBadge, HowYouMeet } from "./adviser-badge";
import { ConfirmBookingDialog } from "./confirm-booking-dialog";
import { CancelConsultationDialog } from "./cancel-consultation-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { SummaryDialog } from "./summary-dialog";

/** What an e-mail's link asks to do with a booking. */
export type BookingChange = "reschedule" | "cancel";

/**
 * Confirm or let go while pending; Reschedule and Cancel while scheduled (until 24 hours before), View Summary once completed, Book Again
 * otherwise (docs/decisions/consultation-bookings.md).
 */
function Actions({ consultation, change }: { consultation: ConsultationRow; change?: BookingChange }) {
  const { t, i18n } = useLingui();
  const status = consultation.status.toLowerCase();
  if (status === "scheduled") return <ScheduledActions consultation={consultation} change={change} />;
  if (status === "pending") return <PendingActions consultation={consultation} />;
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

/** Not confirmed yet: confirm it (the ₹0 step), or let it go. */
function PendingActions({ consultation }: { consultation: ConsultationRow }) {
  // Read once when the card mounts: a render must not read the clock.
  const [now] = useState(() => Date.now());
  const heldUntil = consultation.holdUntil ? formatIstDateTime(consultation.holdUntil) : null;
  const lapsed = consultation.holdUntil !== null && Date.parse(consultation.holdUntil) <= now;
  return (
    <>
      <p className="w-full text-xs text-muted-foreground">
        {lapsed ? (
          <Trans>The time was held for you until {heldUntil}. Confirm now to keep it if it is still free.</Trans>
        ) : (
          <Trans>Not confirmed yet: the time is held for you until {heldUntil}.</Trans>
        )}
      </p>
      <ConfirmBookingDialog consultation={consultation} />
      <CancelConsultationDialog consultation={consultation} />
    </>
  );
}

function ScheduledActions({ consultation, change }: { consultation: ConsultationRow; change?: BookingChange }) {
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
      <RescheduleDialog consultation={consultation} disabled={closed} defaultOpen={!closed && change === "reschedule"} />
      <CancelConsultationDialog consultation={consultation} disabled={closed} defaultOpen={!closed && change === "cancel"} />
      <AddToCalendarButton consultation={consultation} size="sm" variant="ghost" />
    </>
  );
}

/**
 * One booking on the dashboard: topic, day and slot, the adviser, how they meet, notes, and what the
 * customer can do next. `change`: an e-mail's reschedule or cancel link opens that dialog at once.
 */
export function ConsultationCard({ consultation: c, change }: { consultation: ConsultationRow; change?: BookingChange }) {
  const { t, i18n } = useLingui();
  const id = c.id;
  const booked = formatDate(c.bookedAt);
  return (
    <Card className="h-full" id={`consultation-${c.id}`}>
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
          {c.status === "pending" ? (
            <Badge color="yellow" className="shrink-0">
              {t`awaiting confirmation`}
            </Badge>
          ) : (
            <StatusBadge status={c.status} />
          )}
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Detail label={t`Date`}>{formatDate(c.preferredDate)}</Detail>
          <Detail label={t`Time (IST)`}>{c.preferredTime || t`To be confirmed`}</Detail>
        </dl>
        {c.adviser && c.status !== "cancelled" && <AdviserBadge adviser={c.adviser} />}
        <HowYouMeet consultation={c} />
        {/* The customer's own words, shown as written (translate="no"). */}
        {c.notes && (
          <p translate="no" className="break-words rounded-md bg-muted p-3 text-sm text-muted-foreground">
            {c.notes}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
          <Actions consultation={c} change={change} />
        </div>
      </CardContent>
    </Card>
  );
}
