import { describe, expect, it } from "vitest";
import { pluralForm } from "./plural";

describe("pluralForm", () => {
  it("gives English its one and other", () => {
    expect([0, 1, 2, 20].map((n) => pluralForm(n, "en"))).toEqual(["other", "one", "other", "other"]);
  });

  it("gives Hindi its own rule: none and one are both one", () => {
    expect([0, 1, 2, 30].map((n) => pluralForm(n, "hi"))).toEqual(["one", "one", "other", "other"]);
  });
});
