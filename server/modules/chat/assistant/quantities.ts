/**
 * The numbers in a question, read the way Indian customers write them: "50 lakh", "50L", "1.2 cr",
 * "1 crore 20 lakh", "₹25,00,000", "8.5%", "20 years", "20 saal", "240 months", "12 LPA".
 */
export type Quantity =
  | { kind: "money"; value: number; perYear: boolean; at: number }
  | { kind: "rate"; value: number; at: number }
  | { kind: "years"; value: number; at: number }
  | { kind: "months"; value: number; at: number }
  /** A number with no unit; `rateCue` when it follows "at", "@", "rate" or "byaj". */
  | { kind: "number"; value: number; rateCue: boolean; at: number };

const NUMBER = /\d+(?:,\d+)*(?:\.\d+)?/g;

const MULTIPLIERS: [RegExp, number, boolean][] = [
  [/^\s*(?:crores?|crs?|karod|karor)(?![a-z])\.?/, 10_000_000, false],
  [/^\s*lpa(?![a-z])/, 100_000, true],
  [/^\s*(?:lakhs?|lacs?|lk|l)(?![a-z])/, 100_000, false],
  [/^\s*(?:k|thousand|hazaa?r|hajaa?r)(?![a-z])/, 1_000, false],
];
const PERCENT = /^\s*(?:%|percent(?![a-z])|per\s?cent(?![a-z])|pc(?![a-z])|pct(?![a-z])|pratishat(?![a-z]))/;
const YEARS = /^\s*-?\s*(?:years?|yrs?|y|saal|sal|varsh|baras)(?![a-z])/;
const MONTHS = /^\s*-?\s*(?:months?|mths?|mos?|mahine|mahina|mahino)(?![a-z])/;
const PER_YEAR = /^\s*(?:per\s+annum|p\.?\s?a(?![a-z])\.?|a\s+year|per\s+year|yearly|annually|annual|salana|saalana)/;
const RUPEES_AFTER = /^\s*(?:rupees?|rupaye|rupaiye|rs(?![a-z])\.?|inr(?![a-z]))/;
const RUPEES_BEFORE = /(?:₹|(?<![a-z])rs\.?|(?<![a-z])inr)\s*$/;
const RATE_CUE = /(?:(?<![a-z])at|@|(?<![a-z])rate(?:\s+of)?|(?<![a-z])interest(?:\s+of)?|(?<![a-z])byaa?j(?:\s+dar)?)\s*$/;
/** Between two amounts that make one ("1 crore 20 lakh", "2 lakh and 50 thousand"). */
const JOINER = /^\s*(?:and\s+|aur\s+)?$/;

type Money = Extract<Quantity, { kind: "money" }> & { unit: number; end: number };

/** Every quantity in the text, in order. The text should already be lower-cased. */
export function findQuantities(text: string): Quantity[] {
  const found: (Quantity & { end: number; unit?: number })[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const at = m.index;
    // Part of a word or a longer token (an id like "ab12", a version "1.2.3"): not a quantity.
    if (at > 0 && /[a-z.]/.test(text[at - 1]) && !/(?:rs\.?|inr)$/.test(text.slice(0, at))) continue;
    const value = Number(m[0].replace(/,/g, ""));
    if (!Number.isFinite(value)) continue;
    let end = at + m[0].length;
    const rest = () => text.slice(end);
    const before = text.slice(0, at);

    const multiplier = MULTIPLIERS.find(([re]) => re.test(rest()));
    if (multiplier) {
      const [re, unit, perYearUnit] = multiplier;
      end += rest().match(re)![0].length;
      const perYear = perYearUnit || PER_YEAR.test(rest());
      found.push({ kind: "money", value: value * unit, perYear, at, end, unit });
      continue;
    }
    const percent = rest().match(PERCENT);
    if (percent) {
      found.push({ kind: "rate", value, at, end: end + percent[0].length });
      continue;
    }
    const years = rest().match(YEARS);
    if (years) {
      found.push({ kind: "years", value, at, end: end + years[0].length });
      continue;
    }
    const months = rest().match(MONTHS);
    if (months) {
      found.push({ kind: "months", value, at, end: end + months[0].length });
      continue;
    }
    if (RUPEES_BEFORE.test(before) || RUPEES_AFTER.test(rest()) || (value >= 1000 && PER_YEAR.test(rest()))) {
      found.push({ kind: "money", value, perYear: PER_YEAR.test(rest().replace(RUPEES_AFTER, "")), at, end, unit: 1 });
      continue;
    }
    found.push({ kind: "number", value, rateCue: RATE_CUE.test(before), at, end });
  }
  return mergeCompoundAmounts(found, text).map(({ end: _end, unit: _unit, ...q }) => q as Quantity);
}

/** "1 crore 20 lakh" is one amount: a money token followed by a smaller-unit one with nothing between. */
function mergeCompoundAmounts<T extends Quantity & { end: number; unit?: number }>(list: T[], text: string): T[] {
  const out: T[] = [];
  for (const q of list) {
    const prev = out.at(-1) as (T & Money) | undefined;
    if (
      prev?.kind === "money" &&
      q.kind === "money" &&
      (q.unit ?? 1) < prev.unit &&
      prev.unit > 1 &&
      JOINER.test(text.slice(prev.end, q.at))
    ) {
      out[out.length - 1] = { ...prev, value: prev.value + q.value, end: q.end, unit: q.unit, perYear: prev.perYear || q.perYear };
      continue;
    }
    out.push(q);
  }
  return out;
}

export type LoanTerms = { amount?: number; ratePercent?: number; months?: number };

/**
 * The amount, rate and tenure of a loan question. A unit-less number is read by size: thousands and
 * more are rupees, a number after "at" / "@" or with a decimal point below 30 is a rate, and a small
 * whole number left over is a tenure in years.
 */
export function loanTerms(quantities: Quantity[]): LoanTerms {
  const terms: LoanTerms = {};
  const money = quantities.find((q) => q.kind === "money");
  if (money) terms.amount = money.value;
  const rate = quantities.find((q) => q.kind === "rate");
  if (rate) terms.ratePercent = rate.value;
  const tenure = quantities.find((q) => q.kind === "years" || q.kind === "months");
  if (tenure) terms.months = tenure.kind === "years" ? Math.round(tenure.value * 12) : tenure.value;

  for (const q of quantities) {
    if (q.kind !== "number") continue;
    if (terms.amount === undefined && q.value >= 1000) terms.amount = q.value;
    else if (terms.ratePercent === undefined && q.value > 0 && q.value <= 30 && (q.rateCue || !Number.isInteger(q.value))) terms.ratePercent = q.value;
    else if (terms.months === undefined && Number.isInteger(q.value) && q.value >= 1 && q.value <= 40) terms.months = q.value * 12;
  }
  return terms;
}

/** The first amount of money, or failing that the first unit-less number at least `minimum`. */
export function firstAmount(quantities: Quantity[], minimum = 100): Extract<Quantity, { kind: "money" }> | undefined {
  const money = quantities.find((q) => q.kind === "money");
  if (money) return money;
  const bare = quantities.find((q) => q.kind === "number" && q.value >= minimum);
  return bare ? { kind: "money", value: bare.value, perYear: false, at: bare.at } : undefined;
}
