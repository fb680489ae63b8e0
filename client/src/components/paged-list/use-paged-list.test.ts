import { describe, expect, it } from "vitest";
import { pageFor } from "./use-paged-list";

const scope = JSON.stringify(["", { status: "pending" }]);

describe("the page a staff list shows", () => {
  it("keeps the page picked while the search and filters stay the same", () => {
    expect(pageFor({ scope, page: 3 }, scope, 100, 20)).toBe(3);
  });

  it("starts again at page 1 when the search or a filter changes", () => {
    expect(pageFor({ scope, page: 3 }, JSON.stringify(["sharma", { status: "pending" }]), 100, 20)).toBe(1);
    expect(pageFor({ scope, page: 3 }, JSON.stringify(["", { status: "" }]), undefined, 20)).toBe(1);
  });

  it("steps back to the new last page when the list shrinks below the page picked", () => {
    // The only row of page 3 was verified: 40 left, two pages of 20.
    expect(pageFor({ scope, page: 3 }, scope, 40, 20)).toBe(2);
    expect(pageFor({ scope, page: 2 }, scope, 21, 20)).toBe(2);
    expect(pageFor({ scope, page: 2 }, scope, 0, 20)).toBe(1);
  });

  it("waits for the page's own answer before moving", () => {
    expect(pageFor({ scope, page: 3 }, scope, undefined, 20)).toBe(3);
  });
});
