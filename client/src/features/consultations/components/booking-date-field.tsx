import { useLingui } from "@lingui/react/macro";
import { CalendarDays } from "lucide-react";
import { useRef, useState } from "react";
import { addDays, istToday } from "@shared/calendar/ist";
import { BOOKING_HORIZON_DAYS, WEEKDAY_HINT } from "@shared/catalog/consultations";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Field, fieldAria } from "@/components/ui/field";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { firstBookableDay, isBookableDay } from "../lib/booking-form";

type BookingDateFieldProps = { id: string; value: string; onChange: (date: string) => void; error?: string };

/** Preferred Date: a calendar in a popover that offers only future weekdays, the days advisers work. */
export function BookingDateField({ id, value, onChange, error }: BookingDateFieldProps) {
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const { t, i18n } = useLingui();
  const shown = value ? formatDate(value) : t`Pick a date`;
  // The schema's messages are catalogue ids (their English); the server's arrive in the page's language.
  const shownError = error && i18n._(error);
  return (
    <Field id={id} label={t`Preferred Date`} error={shownError} hint={i18n._(WEEKDAY_HINT)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            {...fieldAria(id, shownError, true)}
            aria-label={t`Preferred Date: ${shown}`}
            className={cn("w-full justify-start font-normal aria-invalid:border-destructive", !value && "text-muted-foreground")}
          >
            <CalendarDays aria-hidden />
            {shown}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          ref={content}
          // Keyboard users land on the chosen (or first bookable) day, ready for the arrow keys.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
          }}
        >
          <Calendar
            value={value || undefined}
            defaultDate={firstBookableDay()}
            fromMonth={istToday().slice(0, 7)}
            toMonth={addDays(istToday(), BOOKING_HORIZON_DAYS).slice(0, 7)}
            isDisabled={(d) => !isBookableDay(d)}
            onSelect={(d) => {
              onChange(d);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </Field>
  );
}
