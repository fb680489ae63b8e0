import { z } from "zod";
import { toIstDate } from "../calendar/ist";

export * from "../calendar/ist";

/** A date field answering YYYY-MM-DD in IST; `required` for a missing value, `invalid` for a bad one. */
export function istDateField(messages: { required: string; invalid: string }) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : (toIstDate(v) ?? { invalid: v })),
    z.string({
      error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
    }),
  );
}
