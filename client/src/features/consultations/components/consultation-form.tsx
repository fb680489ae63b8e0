import { Trans, useLingui } from "@lingui/react/macro";
import { catalogueText } from "@/lib/catalogue-text";
import { CalendarCheck, Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import { CONSULTATION_TOPICS } from "@shared/catalog/consultations";
import type { ConsultationFormInput } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { clearDraft, signInReturningTo, useFormDraft, withDraft } from "@/lib/form-draft";
import { applyServerIssues } from "@/lib/form-issues";
import { usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useCreateConsultation } from "../api/create-consultation";
import type { ConsultationRow } from "../api/get-consultations";
import { BOOKING_FIELDS, bookingResolver, isBookableDay, type BookingFormValues } from "../lib/booking-form";
import { BookingDateField } from "./booking-date-field";
import { SlotPicker } from "./slot-picker";

type ConsultationFormProps = { defaultValues: BookingFormValues; onBooked: (consultation: ConsultationRow) => void };

/**
 * The booking form; a visitor who submits is sent to sign in (a booking belongs to an account) and back
 * here, to what they typed (docs/decisions/form-drafts.md).
 */
export function ConsultationForm({ defaultValues, onBooked }: ConsultationFormProps) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { user } = useUser();
  const { t, i18n } = useLingui();
  const create = useCreateConsultation();
  const form = useForm<BookingFormValues, unknown, ConsultationFormInput>({ resolver: bookingResolver, defaultValues });
  usePreloadWhenIdle(bookingResolver);
  const { errors } = form.formState;
  // The schema's messages are catalogue ids (their English); the server's arrive in the page's language.
  const errorOf = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message ? catalogueText(i18n, message) : undefined;
  };
  const preferredDate = form.watch("preferredDate");

  // Over the account's details, what the visitor typed; a day that can no longer be booked is asked again.
  useFormDraft(form, "consultation", {
    keeping: !user,
    at: search,
    restore: (draft) => {
      const values = withDraft(form.getValues(), draft);
      form.reset(isBookableDay(values.preferredDate) ? values : { ...values, preferredDate: "", preferredTime: "" });
    },
  });
  const signIn = () => navigate(signInReturningTo(`${path}${search ? `?${search}` : ""}`));

  const input = (name: "name" | "phone" | "email", label: string, props: ComponentProps<typeof Input>, className?: string) => (
    <Field id={`consultation-${name}`} label={label} error={errorOf(name)} className={className}>
      <Input {...props} {...fieldAria(`consultation-${name}`, errorOf(name))} {...form.register(name)} />
    </Field>
  );

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!user) return signIn();
      create.mutate(values, {
        onSuccess: (consultation) => {
          clearDraft("consultation");
          onBooked(consultation);
        },
        onError: (error) => {
          // A session that ended while the form was open: log in again and come back, as a signed-out visitor would.
          if (error instanceof ApiError && error.status === 401) return signIn();
          // A failed booking says why, in a toast with the server's message (docs/decisions/consultation-bookings.md).
          toast({
            title: t`Booking failed`,
            description: errorMessage(error, t`We could not book your consultation. Please try again.`),
            variant: "destructive",
          });
          applyServerIssues(error, BOOKING_FIELDS, form.setError);
          if (error instanceof ApiError && error.status === 409)
            form.setError("preferredTime", { type: "server", message: errorMessage(error) });
        },
      });
      // The form's checks could not load (the connection dropped): nothing was sent; say so.
    },
    (found) =>
      void (
        found.root &&
        toast({ title: t`Booking failed`, description: found.root.message && i18n._(found.root.message), variant: "destructive" })
      ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field id="consultation-topic" label={t`Consultation Topic`} error={errorOf("topic")} className="sm:col-span-2">
        <NativeSelect {...fieldAria("consultation-topic", errorOf("topic"))} {...form.register("topic")}>
          <option value="">{t`Select a topic`}</option>
          {CONSULTATION_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {i18n._(topic)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {input("name", t`Full Name`, { autoComplete: "name" }, "sm:col-span-2")}
      {input("phone", t`Phone Number`, { type: "tel", inputMode: "tel", autoComplete: "tel" })}
      {input("email", t`Email`, { type: "email", autoComplete: "email" })}
      <div className="sm:col-span-2 sm:w-1/2 sm:pr-2.5">
        <Controller
          control={form.control}
          name="preferredDate"
          render={({ field }) => (
            <BookingDateField id="consultation-date" value={field.value} onChange={field.onChange} error={errors.preferredDate?.message} />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="preferredTime"
          render={({ field }) => (
            <SlotPicker
              id="consultation-time"
              date={preferredDate}
              value={field.value}
              onChange={field.onChange}
              error={errors.preferredTime?.message}
            />
          )}
        />
      </div>
      <Field
        id="consultation-notes"
        label={t`Notes (optional)`}
        error={errorOf("notes")}
        hint={t`What would you like to discuss? e.g. buying a flat in Indore next year`}
        className="sm:col-span-2"
      >
        <Textarea rows={4} maxLength={1000} {...fieldAria("consultation-notes", errorOf("notes"), true)} {...form.register("notes")} />
      </Field>
      <div className="flex flex-col gap-3 border-t pt-5 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {user ? (
            <Trans>Your first consultation is free. No card needed.</Trans>
          ) : (
            <Trans>You'll be asked to log in to confirm your booking.</Trans>
          )}
        </p>
        <Button type="submit" size="lg" disabled={create.isPending || form.formState.isSubmitting} className="sm:min-w-60">
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarCheck aria-hidden />}
          {create.isPending ? <Trans>Booking Your Consultation...</Trans> : <Trans>Book Free Consultation</Trans>}
        </Button>
      </div>
    </form>
  );
}
