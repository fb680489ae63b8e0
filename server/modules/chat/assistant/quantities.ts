/**
 * The numbers in a question, read the way Indian customers write them: "50 lakh", "50L", "1.2 cr",
 * "1 crore 20 lakh", "₹25,00,000", "8.5%", "20 years", "20 saal", "240 months", "12 LPA".
 */
export type Quantity =
  /** `perYear` / `perMonth`: the words right after the amount (or just before it) name the period. */
  | { kind: "money"; value: number; perYear: boolean; perMonth: boolean; at: number }
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
const PER_MONTH =
  /^\s*(?:per\s+month|a\s+month|every\s+month|monthly|p\.?\s?m(?![a-z])\.?|\/\s?(?:month|mo)(?![a-z])|(?:har|per|ek|1)\s+mahin[ae]|mahine\s+k[ai]|mahina(?![a-z])|month(?![a-z]))/;
/** "monthly income of 2 lakh", "annual salary 9 lakh": the period just before the amount. */
const PERIOD_BEFORE =
  /(?:^|\s)(monthly|yearly|annual)\s+(?:salary|income|take[- ]home|pay|package|ctc|sip|emi|investment|contribution)\s+(?:(?:is|of|hai)\s+)?(?:₹|rs\.?)?\s*$/;
const RUPEES_AFTER = /^\s*(?:rupees?|rupaye|rupaiye|rs(?![a-z])\.?|inr(?![a-z]))/;
const RUPEES_BEFORE = /(?:₹|(?<![a-z])rs\.?|(?<![a-z])inr)\s*$/;
const RATE_CUE = /(?:(?<![a-z])at|@|(?<![a-z])rate(?:\s+of)?|(?<![a-z])interest(?:\s+of)?|(?<![a-z])byaa?j(?:\s+dar)?)\s*$/;
/** A minus sign written against the number ("-8.5%", "for -50 lakh"); "20-25" is a range, not a minus. */
const MINUS = /(?:^|[\s(:=,@₹])[-−]$|(?:^|\s)minus\s+$/;
/** Years of a person, not of a loan: "35 years old", "5 years of experience", "umar 40 saal". */
const PERSON_AFTER = /^\s*(?:old|of age|of (?:work )?experience|experience|exp(?![a-z])|k[ai] (?:uma?r|age|experience|anubhav))/;
const PERSON_BEFORE = /(?:(?<![a-z])(?:age|aged|umr|umar|experience|exp)(?:\s+(?:is|of|hai))?|i am|i'm)\s*:?\s*$/;
/** An application or reference number: "#12", "no. 1234", "application 12345", "id 55". */
const ID_BEFORE = /(?:#|(?<![a-z])(?:no\.?|number|num|application|app|id|ref(?:erence)?))\s*:?\s*$/;
/** Between two amounts that make one ("1 crore 20 lakh", "2 lakh and 50 thousand"), or years and months. */
const JOINER = /^\s*,?\s*(?:and\s+|aur\s+)?$/;

type Found = Quantity & { end: number; unit?: number };
type Money = Extract<Quantity, { kind: "money" }> & { unit: number; end: number };

/** Every quantity in the text, in order. The text should already be lower-cased. */
export function findQuantities(text: string): Quantity[] {
  const found: Found[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const at = m.index;
    // Part of a word or a longer token (an id like "ab12", a version "1.2.3"): not a quantity.
    if (at > 0 && /[a-z.]/.test(text[at - 1]) && !/(?:rs\.?|inr)$/.test(text.slice(0, at))) continue;
    const sign = MINUS.test(text.slice(0, at)) ? -1 : 1;
    const value = sign * Number(m[0].replace(/,/g, ""));
    if (!Number.isFinite(value)) continue;
    let end = at + m[0].length;
    const rest = () => text.slice(end);
    const before = text.slice(0, at).replace(MINUS, (s) => s.replace(/[-−]$|minus\s+$/, ""));
    const periodBefore = before.match(PERIOD_BEFORE)?.[1];

    const multiplier = MULTIPLIERS.find(([re]) => re.test(rest()));
    if (multiplier) {
      const [re, unit, perYearUnit] = multiplier;
      end += rest().match(re)![0].length;
      found.push(money(value * unit, at, end, unit, perYearUnit || PER_YEAR.test(rest()), PER_MONTH.test(rest()), periodBefore));
      continue;
    }
    const percent = rest().match(PERCENT);
    if (percent) {
      found.push({ kind: "rate", value, at, end: end + percent[0].length });
      continue;
    }
    const years = rest().match(YEARS);
    if (years) {
      end += years[0].length;
      if (!PERSON_BEFORE.test(before) && !PERSON_AFTER.test(rest())) found.push({ kind: "years", value, at, end });
      continue;
    }
    const months = rest().match(MONTHS);
    if (months) {
      found.push({ kind: "months", value, at, end: end + months[0].length });
      continue;
    }
    const afterRupees = rest().replace(RUPEES_AFTER, "");
    const perYear = PER_YEAR.test(afterRupees);
    const perMonth = PER_MONTH.test(afterRupees);
    if (RUPEES_BEFORE.test(before) || RUPEES_AFTER.test(rest()) || (Math.abs(value) >= 1000 && (perYear || perMonth))) {
      found.push(money(value, at, end, 1, perYear, perMonth, periodBefore));
      continue;
    }
    if (PERSON_BEFORE.test(before) || ID_BEFORE.test(before)) continue;
    found.push({ kind: "number", value, rateCue: RATE_CUE.test(before), at, end });
  }
  return mergeCompounds(found, text).map(({ end: _end, unit: _unit, ...q }) => q);
}

function money(value: number, at: number, end: number, unit: number, perYear: boolean, perMonth: boolean, periodBefore?: string): Money {
  const named = perYear || perMonth;
  return {
    kind: "money",
    value,
    perYear: named ? perYear : periodBefore === "yearly" || periodBefore === "annual",
    perMonth: named ? perMonth && !perYear : periodBefore === "monthly",
    at,
    end,
    unit,
  };
}

/**
 * One quantity written in parts: "1 crore 20 lakh" (a money token followed by a smaller-unit one),
 * and "20 years and 6 months" (years, then fewer than 12 months), with nothing but "and" or a comma between.
 */
function mergeCompounds(list: Found[], text: string): Found[] {
  const out: Found[] = [];
  for (const q of list) {
    const prev = out.at(-1);
    const joined = prev !== undefined && JOINER.test(text.slice(prev.end, q.at));
    if (joined && prev.kind === "money" && q.kind === "money" && (q.unit ?? 1) < (prev.unit ?? 1) && (prev.unit ?? 1) > 1) {
      const value = prev.value < 0 ? prev.value - Math.abs(q.value) : prev.value + q.value;
      out[out.length - 1] = {
        ...prev,
        value,
        end: q.end,
        unit: q.unit,
        perYear: prev.perYear || q.perYear,
        perMonth: prev.perMonth || q.perMonth,
      };
      continue;
    }
    if (joined && prev.kind === "years" && q.kind === "months" && q.value < 12) {
      out[out.length - 1] = { kind: "months", value: prev.value * 12 + q.value, at: prev.at, end: q.end };
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
  if (tenure) terms.months = Math.round(tenure.kind === "years" ? tenure.value * 12 : tenure.value);

  for (const q of quantities) {
    if (q.kind !== "number") continue;
    if (terms.amount === undefined && q.value >= 1000) terms.amount = q.value;
    else if (terms.ratePercent === undefined && q.value > 0 && q.value <= 30 && (q.rateCue || !Number.isInteger(q.value)))
      terms.ratePercent = q.value;
    else if (terms.months === undefined && Number.isInteger(q.value) && q.value >= 1 && q.value <= 40) terms.months = q.value * 12;
  }
  return terms;
}

/** The first amount of money, or failing that the first unit-less number at least `minimum`. */
export function firstAmount(quantities: Quantity[], minimum = 100): Extract<Quantity, { kind: "money" }> | undefined {
  const money = quantities.find((q) => q.kind === "money");
  if (money) return money;
  const bare = quantities.find((q) => q.kind === "number" && q.value >= minimum);
  return bare ? { kind: "money", value: bare.value, perYear: false, perMonth: false, at: bare.at } : undefined;
}

/** An amount as typed: rupees, not yet checked. */
export type Amount = { value: number; at: number; perYear: boolean; perMonth: boolean };

/** Every amount of money, and the unit-less numbers of a thousand or more (read as rupees). */
export const amountsIn = (quantities: Quantity[]): Amount[] =>
  quantities.flatMap((q): Amount[] =>
    q.kind === "money"
      ? [q]
      : q.kind === "number" && q.value >= 1000
        ? [{ value: q.value, at: q.at, perYear: false, perMonth: false }]
        : [],
  );

/** The amount written closest to one of the words: "1 crore loan on a 2 lakh salary" → 2 lakh is the salary. */
export function nearest<A extends Amount>(amounts: A[], text: string, words: RegExp): A | undefined {
  const places = [...text.matchAll(words)].map((m) => m.index);
  if (places.length === 0) return undefined;
  const distance = (a: A) => Math.min(...places.map((p) => Math.abs(a.at - p)));
  return [...amounts].sort((a, b) => distance(a) - distance(b))[0];
}
