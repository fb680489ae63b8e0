import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allRoutes, API_CONTRACTS } from "./index";
import { renderApiOverview } from "./overview";

describe("the API overview in docs/api.md", () => {
  it("is the one the contracts make (run `npm run docs:api` after changing a contract)", () => {
    expect(readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8")).toBe(renderApiOverview());
  });

  it("names every route once, with a summary", () => {
    const keys = allRoutes().map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const routes of Object.values(API_CONTRACTS))
      for (const c of Object.values(routes)) expect(c.summary.length, `${c.method} ${c.path}`).toBeGreaterThan(5);
  });
});
