import { CheckCircle2, LayoutDashboard } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { REDIRECT_AFTER_BOOKING_MS } from "@shared/catalog/consultations";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { ConsultationRow } from "../api/get-consultations";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BookingSummary } from "./booking-summary";

/** Spec section 2: the booking succeeded, an email follows, and the dashboard opens after 3 seconds. */
export function BookingConfirmation({ consultation }: { consultation: ConsultationRow }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Card className="border-emerald-200 dark:border-emerald-900">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <CheckCircle2 className="size-8" aria-hidden />
          </span>
          <h2 className="text-2xl font-bold tracking-tight">Consultation Booked Successfully!</h2>
          <p className="max-w-xl text-muted-foreground">
            Your booking #{consultation.id} is confirmed. A confirmation email will follow shortly with your adviser's details.
          </p>
          <div className="w-full rounded-lg border bg-muted/30 p-4 text-left">
            <BookingSummary consultation={consultation} />
          </div>
          <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
            <AddToCalendarButton consultation={consultation} size="lg" />
            <Button asChild size="lg">
              <Link href="/dashboard">
                <LayoutDashboard aria-hidden /> Go to Dashboard
              </Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground" role="status">
            Taking you to your dashboard in {REDIRECT_AFTER_BOOKING_MS / 1000} seconds…
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
