import { describe, expect, it } from "vitest";
import { ELIGIBILITY_CRITERIA } from "./eligibility";

describe("eligibility criteria", () => {
  it("reads as the spec words it", () => {
    expect(ELIGIBILITY_CRITERIA.map((c) => c.text)).toEqual([
      "Age 21 to 65 at maturity.",
      "Income ₹25,000 per month for salaried or ₹3 lakh annual for self-employed.",
      "Credit score 700 recommended.",
    ]);
  });
});
