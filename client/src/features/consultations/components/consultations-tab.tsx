import { CalendarDays, Plus } from "lucide-react";
import { Link } from "wouter";
import { Detail, LoadingText, TabHeading } from "@/components/list-states";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useConsultations } from "../api/get-consultations";

export function ConsultationsTab() {
  const { data: consultations = [], isLoading, isError, refetch, isFetching } = useConsultations();
  const bookLink = (
    <Button asChild>
      <Link href="/consultation">
        <Plus aria-hidden /> Book New Consultation
      </Link>
    </Button>
  );

  if (isLoading) return <LoadingText>Loading consultations...</LoadingText>;
  if (isError) {
    return <RetryAlert title="We couldn't load your consultations" message="Please check your connection and try again." onRetry={() => void refetch()} retrying={isFetching} />;
  }

  return (
    <div>
      <TabHeading title="Consultations" description="Your free sessions with our home-finance experts." action={bookLink} />
      {consultations.length === 0 ? (
        <EmptyState icon={CalendarDays} title="No consultations booked">
          Your first consultation is free. Get expert advice on loans, balance transfers, SIPs and financial planning.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {consultations.map((c) => (
            <li key={c.id}>
              <Card className="h-full">
                <CardContent className="grid gap-4 p-5">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <h3 className="font-semibold">{c.topic}</h3>
                      <p className="text-xs text-muted-foreground">Booked {formatDate(c.bookedAt)}</p>
                    </div>
                    <StatusBadge status={c.status} />
                  </div>
                  <dl className="grid grid-cols-2 gap-4 text-sm">
                    <Detail label="Date">{formatDate(c.preferredDate)}</Detail>
                    <Detail label="Time slot">{c.preferredTime || "—"}</Detail>
                  </dl>
                  {c.notes && <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{c.notes}</p>}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
