/**
 * Money inside GharSetu is a whole number of paise (₹1 = 100 paise). Rupees appear only at the edges: the
 * API's JSON and the screen. The rules for converting and rounding are in docs/decisions/money-in-paise.md.
 *
 * `Paise` is a number the compiler tells apart from any other number: an amount read from the database, or
 * made by the functions below, is Paise; a rupee figure from a form or a JSON body becomes Paise only through
 * rupeesToPaise. Integer paise stay exact in a JavaScript number up to 2^53 (₹90 lakh crore), far above any
 * amount the app accepts, so no decimal library is needed.
 */
declare const paiseBrand: unique symbol;
export type Paise = number & { readonly [paiseBrand]: "paise" };
/**
 * A rupee figure (any plain number): what the API's JSON and the screen show. Paise is not assignable to
 * it, so handing an amount in paise to something that expects rupees (a formatter, a JSON view) is a
 * compile error rather than a figure a hundred times too large.
 */
export type Rupees = number & { readonly [paiseBrand]?: "rupees" };

/** The largest amount any money column or calculation may hold. */
export const MAX_PAISE = Number.MAX_SAFE_INTEGER as Paise;

/** Marks a whole number of paise as Paise; anything else is a programming error. */
export function paise(n: number): Paise {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of paise: ${n}`);
  return n as Paise;
}

export const ZERO_PAISE = paise(0);

/**
 * Rupees (as typed, or from JSON) to paise, rounding to the nearest paisa with halves away from zero. The
 * rupee figure is read as the decimal its shortest form shows ("1.005" is 1.005, not the binary
 * 1.00499999…), so what a person typed is what gets rounded.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`not an amount of rupees: ${rupees}`);
  const negative = rupees < 0;
  const text = Math.abs(rupees).toString();
  if (/e/i.test(text)) {
    // Exponent form: below 1e-6 (rounds to 0 paise) or at least 1e21 (beyond any amount).
    return paise(Math.abs(rupees) < 1 ? 0 : Math.round(rupees * 100));
  }
  const [whole, fraction = ""] = text.split(".");
  const firstTwo = Number((fraction + "00").slice(0, 2));
  const roundsUp = Number(fraction[2] ?? "0") >= 5;
  const magnitude = Number(whole) * 100 + firstTwo + (roundsUp ? 1 : 0);
  return paise(negative && magnitude !== 0 ? -magnitude : magnitude);
}

/** Paise to rupees for the API's JSON and the screen: exact to two decimals (12345 → 123.45). */
export function paiseToRupees(amount: Paise): Rupees {
  return amount / 100;
}

/** Same, for a column that may be empty. */
export function optionalRupees(amount: Paise | null): Rupees | null {
  return amount === null ? null : paiseToRupees(amount);
}

export function optionalPaise(rupees: number | null | undefined): Paise | null {
  return rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
}

/** The sum of amounts (exact: integers). */
export function sumPaise(amounts: readonly Paise[]): Paise {
  return paise(amounts.reduce((total, a) => total + a, 0));
}

/** Rounds an exact (fractional) number of paise to a whole paisa, halves away from zero. */
export function roundToPaisa(exactPaise: number): Paise {
  return paise(Math.sign(exactPaise) * Math.round(Math.abs(exactPaise)) + 0);
}

/** Rounds an exact (fractional) number of paise to a whole rupee, halves away from zero. */
export function roundToRupee(exactPaise: number): Paise {
  return paise(Math.sign(exactPaise) * Math.round(Math.abs(exactPaise) / 100) * 100 + 0);
}

/** A percentage of an amount, rounded to a whole paisa (halves away from zero). */
export function percentOf(amount: Paise, percent: number): Paise {
  return roundToPaisa((amount * percent) / 100);
}

/** Goods and services tax on a fee (18% unless told), rounded to a whole paisa. */
export function gstOn(fee: Paise, ratePercent = 18): Paise {
  return percentOf(fee, ratePercent);
}
