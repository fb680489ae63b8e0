import { groupIndian } from "@shared/format";
export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Snaps to the slider's step grid, keeping one decimal for fractional steps like 0.1. */
export const snap = (n: number, step: number) => Math.round(Math.round(n / step) * step * 10) / 10;

/** Digits and one decimal point from whatever was typed ("25,00,000" → 2500000); null when empty. */
export function parseTyped(text: string): number | null {
  const cleaned = text.replace(/[^0-9.]/g, "");
  if (cleaned === "" || cleaned === ".") return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** 2500000 → "25,00,000" (the ₹ sign sits outside the box). */
export const groupDigits = (n: number) => groupIndian(n);

/** Slider tick labels in lakh and crore: 100000 → "₹1 L", 100000000 → "₹10 Cr". */
export function shortRupees(n: number): string {
  if (n >= 10_000_000) return `₹${trim(n / 10_000_000)} Cr`;
  if (n >= 100_000) return `₹${trim(n / 100_000)} L`;
  if (n >= 1_000) return `₹${trim(n / 1_000)} K`;
  return `₹${n}`;
}

const trim = (n: number) => String(Math.round(n * 100) / 100);
