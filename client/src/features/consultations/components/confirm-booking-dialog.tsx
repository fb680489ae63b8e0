import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { CONSULTATION_FEE } from "@shared/catalog/consultations";
import { PaymentCard } from "@/components/payment/payment-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatCurrency } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";

/** A pending booking confirmed from the dashboard: the same ₹0 step as on the booking page. */
export function ConfirmBookingDialog({ consultation }: { consultation: ConsultationRow }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const id = consultation.id;
  const fee = formatCurrency(CONSULTATION_FEE);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t`Confirm booking #${id}`}>
          <CheckCircle2 aria-hidden /> <Trans>Confirm</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Confirm booking #{id}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Your first consultation is free. Confirming takes a moment and charges nothing.</Trans>
          </DialogDescription>
        </DialogHeader>
        <PaymentCard
          paymentType="consultation"
          itemId={id}
          amount={CONSULTATION_FEE}
          title={t`Consultation Fee`}
          payLabel={t`Pay ${fee} to Confirm Booking`}
          onSuccess={() => setOpen(false)}
          toasts={{ success: t`Your consultation is confirmed. A confirmation email will follow.` }}
        />
      </DialogContent>
    </Dialog>
  );
}
