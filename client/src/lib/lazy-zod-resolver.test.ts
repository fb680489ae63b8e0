import { z } from "zod";
import { describe, expect, it } from "vitest";
import { SCHEMA_UNAVAILABLE, lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ amount: z.coerce.number().min(100_000, "Minimum loan amount is ₹1,00,000") });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("lazyZodResolver", () => {
  it("loads the schema at the first check, once, and answers its values and messages", async () => {
    let loads = 0;
    const resolver = lazyZodResolver<{ amount: string }, { amount: number }>(async () => {
      loads++;
      return schema;
    });
    expect(loads).toBe(0);
    expect(await resolver({ amount: "2500000" }, undefined, options)).toEqual({ values: { amount: 2_500_000 }, errors: {} });
    const refused = await resolver({ amount: "5000" }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.amount?.message).toBe("Minimum loan amount is ₹1,00,000");
    expect(loads).toBe(1);
  });

  it("tries a failed load again at once, within the same check", async () => {
    let loads = 0;
    const resolver = lazyZodResolver<{ amount: string }, { amount: number }>(async () => {
      if (++loads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return schema;
    });
    resolver.preload(); // a failed preload is silent
    await expect(resolver({ amount: "2500000" }, undefined, options)).resolves.toEqual({ values: { amount: 2_500_000 }, errors: {} });
    expect(loads).toBe(2);
  });

  it("answers a form-level error, and sends nothing, while the schema cannot be loaded; the next check loads it", async () => {
    let online = false;
    const resolver = lazyZodResolver<{ amount: string }, { amount: number }>(async () => {
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return schema;
    });
    expect(await resolver({ amount: "2500000" }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: "unavailable", message: SCHEMA_UNAVAILABLE } },
    });
    online = true;
    expect(await resolver({ amount: "2500000" }, undefined, options)).toEqual({ values: { amount: 2_500_000 }, errors: {} });
  });

  it("checks what `prepare` makes of the form's values", async () => {
    const resolver = lazyZodResolver<{ amount: string }, { amount: number }>(async () => schema, {
      prepare: (values) => ({ amount: values.amount.replace(/,/g, "") }),
    });
    expect(await resolver({ amount: "25,00,000" }, undefined, options)).toEqual({ values: { amount: 2_500_000 }, errors: {} });
  });
});
