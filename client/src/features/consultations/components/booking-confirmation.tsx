import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LayoutDashboard } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { REDIRECT_AFTER_BOOKING_MS } from "@shared/catalog/consultations";
import { Button } from "@/components/ui/button";
import { SuccessBanner } from "@/components/success-banner";
import { useConsultations, type ConsultationRow } from "../api/get-consultations";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BookingSummary } from "./booking-summary";

/** The booking succeeded, an email follows, and the dashboard opens after 3 seconds. */
export function BookingConfirmation({ consultation: booked }: { consultation: ConsultationRow }) {
  const [, navigate] = useLocation();
  // The booking as it reads now it is confirmed (its adviser and meeting room), once the list has been read again.
  const { data: mine } = useConsultations();
  const consultation = mine?.find((c) => c.id === booked.id) ?? booked;
  const { t } = useLingui();
  const id = consultation.id;
  const seconds = REDIRECT_AFTER_BOOKING_MS / 1000;
  useEffect(() => {
    const timer = setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <SuccessBanner title={t`Consultation Booked Successfully!`}>
        <p className="max-w-xl text-muted-foreground">
          <Trans>Your booking #{id} is confirmed. A confirmation email will follow shortly with your adviser's details.</Trans>
        </p>
        <div className="w-full rounded-lg border bg-muted/30 p-4 text-left">
          <BookingSummary consultation={consultation} />
        </div>
        <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
          <AddToCalendarButton consultation={consultation} size="lg" />
          <Button asChild size="lg">
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden /> <Trans>Go to Dashboard</Trans>
            </Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" role="status">
          <Plural value={seconds} one="Taking you to your dashboard in # second…" other="Taking you to your dashboard in # seconds…" />
        </p>
      </SuccessBanner>
    </div>
  );
}
