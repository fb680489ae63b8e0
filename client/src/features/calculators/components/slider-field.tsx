import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { clamp, parseTyped, snap } from "../lib/number-input";

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

/** A labelled number box over a slider, kept in step; typed values are clamped to the range on blur. */
export function SliderField({ label, value, onChange, range, prefix, suffix, display = String, minLabel, maxLabel }: SliderFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { min, max, step } = range;
  const [draft, setDraft] = useState<string | null>(null);

  const commitTyped = (text: string) => {
    setDraft(text);
    const n = parseTyped(text);
    if (n !== null) onChange(clamp(n, min, max));
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id} className="text-sm font-medium text-foreground/90">
          {label}
        </Label>
        <div className="flex h-10 w-40 items-center rounded-md border border-input bg-secondary/50 px-3 text-sm font-semibold text-secondary-foreground focus-within:ring-2 focus-within:ring-ring">
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
            onChange={(e) => commitTyped(e.target.value)}
            onBlur={() => setDraft(null)}
          />
          {suffix && (
            <span aria-hidden className="ml-1 whitespace-nowrap text-muted-foreground">
              {suffix}
            </span>
          )}
        </div>
      </div>
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
