import { groupIndian } from "@shared/format";
import { amountInWords } from "@shared/i18n/amount-words";
import type { Locale } from "@shared/i18n/locales";

export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Snaps to the slider's step grid, keeping one decimal for fractional steps like 0.1. */
export const snap = (n: number, step: number) => Math.round(Math.round(n / step) * step * 10) / 10;

/**
 * The number typed, read past grouping commas, spaces and a ₹ or % sign ("25,00,000" → 2500000, "-100" →
 * -100); null when it is empty or not a number ("12abc", "1.2.3").
 */
export function parseTyped(text: string): number | null {
  const cleaned = text.replace(/[,\s₹%]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** 2500000 → "25,00,000" (the ₹ sign sits outside the box). */
export const groupDigits = (n: number) => groupIndian(n);

/**
 * Slider tick labels and chart axes in lakh and crore, in the page's language (the caller passes it):
 * 100000 → "₹1 L" ("₹1 लाख" in Hindi), 100000000 → "₹10 Cr" ("₹10 करोड़").
 */
export const shortRupees = (n: number, locale: Locale) => amountInWords(n, locale, { short: true });
