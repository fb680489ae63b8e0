import { Trans, useLingui } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { CONSULTATION_FEE } from "@shared/catalog/consultations";
import { PaymentCard } from "@/components/payment/payment-card";
import { formatCurrency, formatIstDateTime } from "@/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ConsultationRow } from "../api/get-consultations";
import { BookingSummary } from "./booking-summary";

/** After booking, the ₹0 payment that confirms it. A ₹0 payment never reaches the gateway. */
export function BookingPayment({ consultation, onPaid }: { consultation: ConsultationRow; onPaid: () => void }) {
  const { t } = useLingui();
  const id = consultation.id;
  const fee = formatCurrency(CONSULTATION_FEE);
  const heldUntil = consultation.holdUntil ? formatIstDateTime(consultation.holdUntil) : null;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Almost done: confirm your booking</Trans>
          </CardTitle>
          <CardDescription>
            {heldUntil ? (
              <Trans>
                Booking #{id} is held for you until {heldUntil}. Confirm it below; the consultation fee is {fee}.
              </Trans>
            ) : (
              <Trans>
                Booking #{id} is held for you. Confirm it below; the consultation fee is {fee}.
              </Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BookingSummary consultation={consultation} />
        </CardContent>
      </Card>
      <PaymentCard
        paymentType="consultation"
        itemId={consultation.id}
        amount={CONSULTATION_FEE}
        title={t`Consultation Fee`}
        description={t`Your first consultation is free.`}
        payLabel={t`Pay ${fee} to Confirm Booking`}
        onSuccess={onPaid}
        toasts={{ success: t`Your consultation is confirmed. A confirmation email will follow.` }}
      />
      <p className="flex items-start gap-2 rounded-md bg-secondary/60 p-3 text-sm text-secondary-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <Trans>
          Payments on GharSetu are processed securely by Razorpay. A {fee} booking is confirmed without opening the payment window, and
          nothing is charged to you.
        </Trans>
      </p>
    </div>
  );
}
