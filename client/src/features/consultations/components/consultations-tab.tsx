import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CalendarDays, Info, Plus } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { TabHeading } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { Alert, AlertDescription, RetryAlert } from "@/components/ui/alert";
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
function linkedChange(params: URLSearchParams): { id: number; change: BookingChange } | null {
  const id = Number(params.get("consultation"));
  const change = params.get("change");
  return Number.isInteger(id) && id > 0 && (change === "reschedule" || change === "cancel") ? { id, change } : null;
}

/** Why an e-mail's reschedule or cancel link opened no dialog. */
function LinkNotice({ children }: { children: ReactNode }) {
  return (
    <Alert variant="info" role="status" className="mb-4">
      <Info aria-hidden />
      <AlertDescription className="mt-0">{children}</AlertDescription>
    </Alert>
  );
}

export function ConsultationsTab() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // An e-mail's link is read once, when the tab opens, and then taken out of the address (below): a
  // reload, or the address copied to someone, must not open the dialog again.
  const [linked] = useState(() => linkedChange(params));
  const { data, isPending, isError, refetch, isFetching } = useConsultations();
  const consultations = useMemo(() => data ?? [], [data]);
  // Upcoming first (soonest at the top), then the past ones newest first: paging never hides a booking
  // the customer can still reschedule or cancel behind old ones. The booking a link names comes first.
  const page = useShowMore(
    useMemo(() => {
      const ordered = upcomingFirst(consultations);
      const named = linked && ordered.find((c) => c.id === linked.id);
      return named ? [named, ...ordered.filter((c) => c !== named)] : ordered;
    }, [consultations, linked]),
  );
  // Why the link opened no dialog, judged once when the list arrives (not after a cancel made through it).
  const [notice, setNotice] = useState<"missing" | "not-scheduled" | "none" | null>(null);
  if (linked && notice === null && data) {
    const named = consultations.find((c) => c.id === linked.id);
    setNotice(!named ? "missing" : named.status !== "scheduled" ? "not-scheduled" : "none");
  }

  const linkedId = linked?.id;

  // The link is acted on once, when the list first arrives (offline, the list waits: nothing is decided).
  const actedOnLink = useRef(false);
  useEffect(() => {
    if (!linked || !data || actedOnLink.current) return;
    actedOnLink.current = true;
    document.getElementById(`consultation-${linked.id}`)?.scrollIntoView({ block: "center" });
    setParams(
      (p) => {
        p.delete("consultation");
        p.delete("change");
        return p;
      },
      { replace: true },
    );
  }, [linked, data, setParams]);
  const bookLink = (
    <Button asChild>
      <Link href="/consultation">
        <Plus aria-hidden /> <Trans>Book New Consultation</Trans>
      </Link>
    </Button>
  );

  if (isPending) return <ListSkeleton label={t`Loading consultations...`} />;
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
      {linked && notice === "missing" && (
        <LinkNotice>
          <Trans>We could not find booking #{linkedId} among yours. Are you signed in with the account that booked it?</Trans>
        </LinkNotice>
      )}
      {linked && notice === "not-scheduled" && (
        <LinkNotice>
          <Trans>Booking #{linkedId} is no longer scheduled, so it cannot be changed. You can book a new consultation.</Trans>
        </LinkNotice>
      )}
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
