import { z } from "zod";

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Accepts a number from JSON, or a form field's plain decimal text ("1500000", "8.5"), for the given
 * number schema. Anything else (arrays, booleans, "0x18", "") fails that schema, unlike z.coerce.number.
 */
export const numberField = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && NUMERIC_TEXT.test(v) ? Number(v) : v), schema);

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
