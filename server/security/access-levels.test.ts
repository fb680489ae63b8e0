import { describe, expect, it } from "vitest";
import { allRoutes, routeKey } from "../../shared/contracts";

/**
 * The security suite takes who may call a route from its contract; this pins those levels in a file of
 * their own, so that widening a route's access is a visible change to review, not a one-word edit that
 * the server and the suite both follow.
 */
describe("who may call each route", () => {
  it("is the access recorded in access-levels.json", async () => {
    const levels = Object.fromEntries(allRoutes().map((c) => [routeKey(c), c.access]));
    await expect(`${JSON.stringify(levels, null, 2)}\n`).toMatchFileSnapshot("./access-levels.json");
  });
});
