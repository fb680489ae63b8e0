import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { rescheduleFormSchema, type RescheduleInput } from "@shared/schema/validation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";
import { useUpdateConsultation } from "../api/update-consultation";
import { BookingDateField } from "./booking-date-field";
import { SlotPicker } from "./slot-picker";

type RescheduleValues = { preferredDate: string; preferredTime: string };
const resolver = zodResolver(rescheduleFormSchema) as unknown as Resolver<RescheduleValues, unknown, RescheduleInput>;

function RescheduleForm({ consultation, onDone }: { consultation: ConsultationRow; onDone: () => void }) {
  const update = useUpdateConsultation();
  const { t } = useLingui();
  const form = useForm<RescheduleValues, unknown, RescheduleInput>({ resolver, defaultValues: { preferredDate: "", preferredTime: "" } });
  const { errors } = form.formState;
  const preferredDate = form.watch("preferredDate");

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: consultation.id, ...values },
      {
        onSuccess: (moved) => {
          const date = formatDate(moved.preferredDate);
          const time = moved.preferredTime;
          toast({ title: t`Consultation rescheduled`, description: t`Now on ${date}, ${time} IST.` });
          onDone();
        },
        onError: (error) => {
          toast({ title: t`Reschedule failed`, description: errorMessage(error), variant: "destructive" });
          if (error instanceof ApiError && error.status === 409)
            form.setError("preferredTime", { type: "server", message: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Controller
        control={form.control}
        name="preferredDate"
        render={({ field }) => (
          <BookingDateField
            id={`reschedule-${consultation.id}-date`}
            value={field.value}
            onChange={field.onChange}
            error={errors.preferredDate?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="preferredTime"
        render={({ field }) => (
          <SlotPicker
            id={`reschedule-${consultation.id}-time`}
            date={preferredDate}
            value={field.value}
            onChange={field.onChange}
            error={errors.preferredTime?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          <Trans>Keep current time</Trans>
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Trans>Rescheduling...</Trans> : <Trans>Confirm new time</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** Reschedule: the booking calendar and live slots in a dialog; the same rules as a new booking. */
export function RescheduleDialog({
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
  const { t, i18n } = useLingui();
  const id = consultation.id;
  const topic = i18n._(consultation.topic);
  const date = formatDate(consultation.preferredDate);
  const time = consultation.preferredTime;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={disabled} aria-label={t`Reschedule consultation #${id}`}>
          <CalendarClock aria-hidden /> <Trans>Reschedule</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Reschedule consultation</Trans>
          </DialogTitle>
          <DialogDescription>
            {time ? (
              <Trans>
                {topic}, now on {date}, {time} IST. Pick a new weekday and time.
              </Trans>
            ) : (
              <Trans>
                {topic}, now on {date}. Pick a new weekday and time.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <RescheduleForm consultation={consultation} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
