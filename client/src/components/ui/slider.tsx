import { useEffect, useRef, type CSSProperties } from "react";
import { useHydrated } from "@/lib/use-hydrated";
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
 * A single-thumb range slider: the browser's own `<input type="range">`, styled (`.range` in index.css),
 * with the keyboard (arrows, Page Up/Down, Home, End) and the slider role built in. It reads no layout
 * when it mounts: Radix's slider measured its thumb in a layout effect on every hydration.
 */
export function Slider({ value, min, max, step, onValueChange, thumbLabel, valueText, className }: SliderProps) {
  const filled = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  const ref = useRef<HTMLInputElement>(null);
  // A slider in a page's HTML can be moved before the scripts arrive. React adopts the moved input but
  // not its position, so once adopted the position moved to is taken (a step or more away from the value
  // drawn: the browser only rounds a drawn value to the nearest step).
  const hydrated = useHydrated();
  const adoptingHtml = useRef(!hydrated);
  useEffect(() => {
    const input = ref.current;
    if (adoptingHtml.current && input && Math.abs(Number(input.value) - value) >= step / 2) onValueChange(Number(input.value));
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={ref}
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
