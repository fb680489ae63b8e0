import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSkeleton } from "@/components/ui/skeleton";
import type { ConsultationRow } from "@/features/consultations/api/get-consultations";
import { BookingConfirmation } from "@/features/consultations/components/booking-confirmation";
import { BookingPayment } from "@/features/consultations/components/booking-payment";
import { ConsultationForm } from "@/features/consultations/components/consultation-form";
import { ConsultationSidePanels } from "@/features/consultations/components/consultation-side-panels";
import { bookingDefaults } from "@/features/consultations/lib/booking-form";
import { useUser } from "@/lib/auth/get-user";

type Step = { name: "form" } | { name: "payment" | "confirmed"; consultation: ConsultationRow };

const HEADINGS = {
  form: { eyebrow: msg`Free consultation`, title: msg`Book a Free Consultation` },
  payment: { eyebrow: msg`One last step`, title: msg`Confirm your consultation` },
  confirmed: { eyebrow: msg`All set`, title: msg`Your consultation is booked` },
};

/** The consultation flow: form, then the ₹0 payment, then the confirmation. */
export default function ConsultationPage() {
  const search = useSearch();
  const { user, isPending } = useUser();
  const [step, setStep] = useState<Step>({ name: "form" });
  const { t, i18n } = useLingui();
  const heading = HEADINGS[step.name];
  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <>
      <PageHeader
        eyebrow={i18n._(heading.eyebrow)}
        title={i18n._(heading.title)}
        description={t`Talk to a home-finance expert about loans, balance transfers, SIPs or your financial plan. Zero fee, fully online.`}
      />
      {step.name === "confirmed" ? (
        <BookingConfirmation consultation={step.consultation} />
      ) : step.name === "payment" ? (
        <BookingPayment consultation={step.consultation} onPaid={() => go({ name: "confirmed", consultation: step.consultation })} />
      ) : isPending ? (
        <PageSkeleton header={false} />
      ) : (
        // The form prefills from the signed-in customer, so it mounts once the user has loaded.
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
          <Card className="lg:col-span-2">
            <CardHeader className="px-4 sm:px-6">
              <CardTitle className="text-xl">
                <Trans>Your consultation</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Tell us what you'd like to discuss and pick a time. It takes a minute.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              <ConsultationForm
                defaultValues={bookingDefaults(user, search)}
                onBooked={(consultation) => go({ name: "payment", consultation })}
              />
            </CardContent>
          </Card>
          <ConsultationSidePanels />
        </div>
      )}
    </>
  );
}
