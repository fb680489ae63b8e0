import { z } from "zod";
import { paiseToRupees, rupeesToPaise } from "../finance/money";

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Accepts a number from JSON, or a form field's plain decimal text ("1500000", "8.5"), for the given
 * number schema. Anything else (arrays, booleans, "0x18", "") fails that schema, unlike z.coerce.number.
 */
export const numberField = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && NUMERIC_TEXT.test(v) ? Number(v) : v), schema);

/**
 * Whether a rupee figure has at most two decimals (whole paise), as the API's amounts do: the system holds
 * paise (docs/decisions/money-in-paise.md), so ₹1,234.567 is refused rather than silently rounded.
 */
export const inWholePaise = (rupees: number) =>
  // Figures too large for any amount are left to the field's own range check (and never converted).
  !Number.isFinite(rupees) || Math.abs(rupees) >= 1e13 || paiseToRupees(rupeesToPaise(rupees)) === rupees;
export const WHOLE_PAISE_MESSAGE = /*i18n*/ "Amounts can have at most two decimals (paise)";

/** Largest value of a PostgreSQL integer column (ids). */
export const MAX_INT4 = 2_147_483_647;

/** A positive database id from a path segment. */
export const idNumber = (label: string) =>
  numberField(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be positive`)
      .max(MAX_INT4, `${label} is too large`),
  );
