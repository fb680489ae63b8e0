import { XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";
import { useUpdateConsultation } from "../api/update-consultation";

/** Cancel, after the customer confirms it. */
export function CancelConsultationDialog({ consultation, disabled }: { consultation: ConsultationRow; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateConsultation();
  const cancel = () =>
    update.mutate(
      { id: consultation.id, status: "cancelled" },
      {
        onSuccess: () => {
          toast({
            title: "Consultation cancelled",
            description: `Booking #${consultation.id} is cancelled. You can book again at any time.`,
          });
          setOpen(false);
        },
        onError: (error) => toast({ title: "Cancellation failed", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`Cancel consultation #${consultation.id}`}>
          <XCircle aria-hidden /> Cancel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this consultation?</DialogTitle>
          <DialogDescription>
            {consultation.topic} on {formatDate(consultation.preferredDate)}
            {consultation.preferredTime ? `, ${consultation.preferredTime} IST` : ""}. Your slot will be offered to someone else.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={update.isPending}>
            Keep booking
          </Button>
          <Button variant="destructive" onClick={cancel} disabled={update.isPending}>
            {update.isPending ? "Cancelling..." : "Cancel consultation"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
