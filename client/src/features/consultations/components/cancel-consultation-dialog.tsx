import { Trans, useLingui } from "@lingui/react/macro";
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
export function CancelConsultationDialog({
  consultation,
  disabled,
  defaultOpen = false,
}: {
  consultation: ConsultationRow;
  disabled?: boolean;
  /** Opened at once (an e-mail's link asked for it). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const update = useUpdateConsultation();
  const { t, i18n } = useLingui();
  const id = consultation.id;
  const topic = i18n._(consultation.topic);
  const date = formatDate(consultation.preferredDate);
  const time = consultation.preferredTime;
  const cancel = () =>
    update.mutate(
      { id: consultation.id, status: "cancelled" },
      {
        onSuccess: () => {
          toast({
            title: t`Consultation cancelled`,
            description: t`Booking #${id} is cancelled. You can book again at any time.`,
          });
          setOpen(false);
        },
        onError: (error) => toast({ title: t`Cancellation failed`, description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={t`Cancel consultation #${id}`}>
          <XCircle aria-hidden /> <Trans>Cancel</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Cancel this consultation?</Trans>
          </DialogTitle>
          <DialogDescription>
            {time ? (
              <Trans>
                {topic} on {date}, {time} IST. Your slot will be offered to someone else.
              </Trans>
            ) : (
              <Trans>
                {topic} on {date}. Your slot will be offered to someone else.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={update.isPending}>
            <Trans>Keep booking</Trans>
          </Button>
          <Button variant="destructive" onClick={cancel} disabled={update.isPending}>
            {update.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel consultation</Trans>}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
