import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { CONSULTATION_SLOTS } from "@shared/catalog/consultations";
import { cn } from "@/lib/utils";
import { pluralForm } from "@/lib/i18n";
import { useConsultationSlots } from "../api/get-consultation-slots";

type SlotPickerProps = { id: string; date: string; value: string; onChange: (slot: string) => void; error?: string };

/** Preferred Time: the eight IST slots, each with the places left on the chosen day; a full one cannot be picked. */
export function SlotPicker({ id, date, value, onChange, error }: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const slots = useConsultationSlots(date || undefined);
  const remaining = new Map<string, number>(slots.data?.slots.map((s) => [s.time, s.remaining]));
  const tooSoon = new Set(slots.data?.slots.filter((s) => s.tooSoon).map((s) => s.time));
  const chosenIsFull = value !== "" && remaining.get(value) === 0;

  // A slot picked for one day may be full on the next day chosen.
  useEffect(() => {
    if (chosenIsFull) onChange("");
  }, [chosenIsFull, onChange]);

  const placesLeft = (n: number) => {
    const nForm = pluralForm(n, i18n.locale);
    return n === 0 ? t`Fully booked` : t`${select(nForm, { one: `${n} place left`, other: `${n} places left` })}`;
  };
  // The schema's messages are catalogue ids (their English); the server's arrive in the page's language.
  const shownError = error && i18n._(error);
  const hint = !date
    ? t`Pick a date to see which times are open. All times are IST.`
    : slots.isFetching
      ? t`Checking open times...`
      : t`All times are IST (India Standard Time).`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
      aria-invalid={shownError ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium leading-none">
        <Trans>Preferred Time</Trans>
      </legend>
      {/* Sized by the space it gets (the page's form or the reschedule dialog), not by the screen. */}
      <div className="@container">
        <div className="grid grid-cols-2 gap-2 @[46rem]:grid-cols-4">
          {CONSULTATION_SLOTS.map((slot) => {
            const left = remaining.get(slot);
            const full = left === 0;
            return (
              <label
                key={slot}
                className={cn(
                  "flex cursor-pointer flex-col gap-0.5 rounded-md border px-2.5 py-2 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring has-checked:border-primary has-checked:bg-secondary has-checked:ring-1 has-checked:ring-primary @sm:px-3",
                  full ? "cursor-not-allowed bg-muted text-muted-foreground" : "hover:bg-accent/60",
                  shownError && "border-destructive",
                )}
              >
                <input
                  type="radio"
                  name={id}
                  value={slot}
                  checked={value === slot}
                  disabled={full}
                  onChange={() => onChange(slot)}
                  className="sr-only"
                />
                <span className={cn("whitespace-nowrap text-[0.8125rem] font-medium @sm:text-sm", full && "line-through")}>{slot}</span>
                {left !== undefined && (
                  <span className="text-xs text-muted-foreground">{tooSoon.has(slot) ? t`Too soon to book` : placesLeft(left)}</span>
                )}
              </label>
            );
          })}
        </div>
      </div>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
