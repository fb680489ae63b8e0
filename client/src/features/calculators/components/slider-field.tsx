import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";
import { clamp, parseTyped, snap } from "../lib/number-input";
import { useReportInvalid } from "./calculator-inputs";

type SliderFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  range: { min: number; max: number; step: number };
  prefix?: string;
  suffix?: string;
  /** How the value reads in the box when not being edited, e.g. with en-IN digit grouping. */
  display?: (value: number) => string;
  minLabel: string;
  maxLabel: string;
};

/**
 * A labelled number box over a slider, kept in step. A typed figure within the range moves the slider;
 * one outside it (or none) stays in the box as typed, with the range said under it, and the calculator's
 * results wait for it (never a figure silently put in its place).
 */
export function SliderField({ label, value, onChange, range, prefix, suffix, display = String, minLabel, maxLabel }: SliderFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { min, max, step } = range;
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : parseTyped(draft);
  const outOfRange = draft !== null && (typed === null || typed < min || typed > max);
  useReportInvalid(id, outOfRange);

  // The range in full: an amount in Indian grouping (the tick labels below say it in lakh and crore).
  const lowest = formatCurrency(min);
  const highest = formatCurrency(max);
  const rangeMessage =
    prefix === "₹"
      ? t`Enter an amount from ${lowest} to ${highest}`
      : suffix === "%"
        ? t`Enter a rate from ${minLabel} to ${maxLabel}`
        : t`Enter a number from ${minLabel} to ${maxLabel}`;

  const commitTyped = (text: string) => {
    setDraft(text);
    const n = parseTyped(text);
    if (n !== null && n >= min && n <= max) onChange(n);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id} className="text-sm font-medium text-foreground/90">
          {label}
        </Label>
        <div
          className={cn(
            "flex h-10 w-40 items-center rounded-md border bg-secondary/50 px-3 text-sm font-semibold text-secondary-foreground focus-within:ring-2 focus-within:ring-ring",
            outOfRange ? "border-destructive" : "border-input",
          )}
        >
          {prefix && (
            <span aria-hidden className="mr-1 text-muted-foreground">
              {prefix}
            </span>
          )}
          <input
            id={id}
            inputMode="decimal"
            className="w-full min-w-0 bg-transparent text-right outline-none"
            value={draft ?? display(value)}
            aria-invalid={outOfRange || undefined}
            aria-describedby={outOfRange ? `${id}-range` : undefined}
            onChange={(e) => commitTyped(e.target.value)}
            // Left with a figure in range: shown as the calculator writes it. Out of range: kept as typed.
            onBlur={() => !outOfRange && setDraft(null)}
          />
          {suffix && (
            <span aria-hidden className="ml-1 whitespace-nowrap text-muted-foreground">
              {suffix}
            </span>
          )}
        </div>
      </div>
      {outOfRange && (
        <p id={`${id}-range`} role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
          {rangeMessage}
        </p>
      )}
      <Slider
        thumbLabel={t`${label} slider`}
        valueText={`${prefix ?? ""}${display(value)}${suffix === "%" ? "%" : suffix ? ` ${suffix}` : ""}`}
        min={min}
        max={max}
        step={step}
        value={clamp(value, min, max)}
        onValueChange={(v) => {
          setDraft(null);
          onChange(snap(v, step));
        }}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
    </div>
  );
}
