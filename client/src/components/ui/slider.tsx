import type { CSSProperties } from "react";
import { cn } from "@/lib/utils";

type SliderProps = {
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** The slider's accessible name. */
  thumbLabel: string;
  /** What a screen reader says for the value, e.g. "₹25,00,000" (else the number). */
  valueText?: string;
  className?: string;
};

/**
 * A single-thumb range slider: the browser's own `<input type="range">`, styled (`.range` in index.css).
 * It works from the page's HTML before the scripts arrive, has the keyboard (arrows, Page Up/Down, Home,
 * End) and the slider role built in, and reads no layout when it mounts. Radix's slider measured its
 * thumb in a layout effect and re-drew itself at once: a forced reflow and a render that could not
 * yield, every time a calculator's page hydrated.
 */
export function Slider({ value, min, max, step, onValueChange, thumbLabel, valueText, className }: SliderProps) {
  const filled = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      aria-label={thumbLabel}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => onValueChange(Number(e.target.value))}
      className={cn("range", className)}
      style={{ "--range-filled": `${filled}%` } as CSSProperties}
    />
  );
}
