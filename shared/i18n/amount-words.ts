import { groupIndian } from "../format";
import type { Rupees } from "../finance/money";
import type { Locale } from "./locales";

/**
 * The Indian units of a large amount in each language, largest first. Our own table rather than
 * Intl's compact notation: CLDR's Hindi long form writes 100 crore as "1 अरब", which no Indian lender
 * says (docs/decisions/i18n-with-lingui.md).
 */
const UNITS: Record<Locale, readonly { size: number; long: string; short: string }[]> = {
  en: [
    { size: 10_000_000, long: "crore", short: "Cr" },
    { size: 100_000, long: "lakh", short: "L" },
    { size: 1_000, long: "thousand", short: "K" },
  ],
  hi: [
    { size: 10_000_000, long: "करोड़", short: "करोड़" },
    { size: 100_000, long: "लाख", short: "लाख" },
    { size: 1_000, long: "हज़ार", short: "हज़ार" },
  ],
};

/**
 * An amount in lakh and crore, to two decimals at most: ₹25 lakh, ₹1.5 crore, ₹100 crore (no "arab");
 * in Hindi ₹25 लाख, ₹1.5 करोड़, ₹100 करोड़. Below a thousand, the rupees as they are. `short` gives the
 * tick labels' form (₹1 L, ₹10 Cr; Hindi keeps the words, as Hindi has no such abbreviations).
 */
export function amountInWords(rupees: Rupees | number, locale: Locale, { short = false } = {}): string {
  const value = Math.abs(rupees);
  const sign = rupees < 0 ? "-" : "";
  const unit = UNITS[locale].find((u) => value >= u.size);
  if (!unit) return `${sign}₹${groupIndian(value, 2)}`;
  const count = groupIndian(Math.round((value / unit.size) * 100) / 100, 2);
  return `${sign}₹${count} ${short ? unit.short : unit.long}`;
}
