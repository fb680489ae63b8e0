import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { CalendarDays, Plus } from "lucide-react";
import { Link, useSearch } from "wouter";
import { TabHeading } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useConsultations, type ConsultationRow } from "../api/get-consultations";
import { ConsultationCard, type BookingChange } from "./consultation-card";
import { ShowMoreButton, useShowMore } from "@/components/show-more";

const when = (c: ConsultationRow) => `${c.preferredDate} ${c.preferredTime ?? ""}`;

const upcoming = (c: ConsultationRow) => c.status === "scheduled" || c.status === "pending";

function upcomingFirst(list: readonly ConsultationRow[]): ConsultationRow[] {
  const open = list.filter(upcoming).sort((a, b) => when(a).localeCompare(when(b)));
  const done = list.filter((c) => !upcoming(c)).sort((a, b) => when(b).localeCompare(when(a)));
  return [...open, ...done];
}

/** An e-mail's reschedule or cancel link: `?tab=consultations&consultation=12&change=reschedule`. */
function linkedChange(search: string): { id: number; change: BookingChange } | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get("consultation"));
  const change = params.get("change");
  return Number.isInteger(id) && id > 0 && (change === "reschedule" || change === "cancel") ? { id, change } : null;
}

export function ConsultationsTab() {
  const { t } = useLingui();
  const linked = linkedChange(useSearch());
  const { data: consultations = [], isLoading, isError, refetch, isFetching } = useConsultations();
  // Upcoming first (soonest at the top), then the past ones newest first: paging never hides a booking
  // the customer can still reschedule or cancel behind old ones.
  const page = useShowMore(useMemo(() => upcomingFirst(consultations), [consultations]));
  const bookLink = (
    <Button asChild>
      <Link href="/consultation">
        <Plus aria-hidden /> <Trans>Book New Consultation</Trans>
      </Link>
    </Button>
  );

  if (isLoading) return <ListSkeleton label={t`Loading consultations...`} />;
  if (isError) {
    return (
      <RetryAlert
        title={t`We couldn't load your consultations`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <div>
      <TabHeading title={t`Consultations`} description={t`Your free sessions with our home-finance experts.`} action={bookLink} />
      {consultations.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t`No consultations booked`}>
          <Trans>Your first consultation is free. Get expert advice on loans, balance transfers, SIPs and financial planning.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {page.visible.map((c) => (
              <li key={c.id}>
                <ConsultationCard consultation={c} change={linked && linked.id === c.id ? linked.change : undefined} />
              </li>
            ))}
          </ul>
          <ShowMoreButton {...page} what={t`consultations`} />
        </>
      )}
    </div>
  );
}
